import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido } from '@talento/db';
import type { UsuarioSesion } from '../../../nucleo/context';
import { filtroCandidatosVisibles, filtroPedidoCliente } from './alcance';
import { nombreCompleto } from '@talento/rules';

export interface VecinoCandidato {
  candidatoPedidoId: number;
  nombre: string;
}

/**
 * The previous and next candidate of the same order, in the order page's list order, for the CV page. The
 * order was already checked, yet each lookup carries the client scope again (docs/estilo.md §2: scope in the query).
 */
export async function vecinosCandidatoCliente(
  em: EntityManager,
  usuario: UsuarioSesion,
  cp: { id: number; pedido: { id: number } },
): Promise<{ anterior: VecinoCandidato | null; siguiente: VecinoCandidato | null }> {
  const base = {
    $and: [filtroCandidatosVisibles(cp.pedido.id), filtroPedidoCliente(usuario.alcance, 'pedido')],
  };
  const buscar = (id: { $lt: number } | { $gt: number }, orden: 'asc' | 'desc') =>
    em.findOne(
      CandidatoPedido,
      { $and: [base, { id }] },
      { populate: ['candidato'], orderBy: { id: orden } },
    );
  const [anterior, siguiente] = await Promise.all([
    buscar({ $lt: cp.id }, 'desc'),
    buscar({ $gt: cp.id }, 'asc'),
  ]);
  const vecino = (x: CandidatoPedido | null) =>
    x ? { candidatoPedidoId: x.id, nombre: nombreCompleto(x.candidato) } : null;
  return { anterior: vecino(anterior), siguiente: vecino(siguiente) };
}
