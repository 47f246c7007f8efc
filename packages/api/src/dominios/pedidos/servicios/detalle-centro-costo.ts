import type { EntityManager } from '@mikro-orm/postgresql';
import { validarCentroCosto } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { cargarPedidoParaEscribir } from './cargar';

export interface EntradaCentroCosto {
  id: number;
  version: number;
  centroCosto: string;
}

/** Inline edit of the cost centre (required unless the order is cancelled); no event type exists for it. */
export async function actualizarCentroCosto(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaCentroCosto,
) {
  return em.transactional(async (tem) => {
    const pedido = await cargarPedidoParaEscribir(tem, usuario.alcance, entrada.id, entrada.version);
    const mensaje = validarCentroCosto(entrada.centroCosto, pedido.estadoPedido);
    if (mensaje) throw new AppError('BAD_REQUEST', mensaje);
    pedido.centroCosto = entrada.centroCosto === '' ? null : entrada.centroCosto;
    await tem.flush();
    return { id: pedido.id, centroCosto: pedido.centroCosto ?? null, version: pedido.version };
  });
}
