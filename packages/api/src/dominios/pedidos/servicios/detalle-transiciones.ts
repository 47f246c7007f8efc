import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, type Pedido } from '@talento/db';
import {
  EstadoPedido,
  maquinaPedido,
  MENSAJES_ENVIO,
  MENSAJES_PEDIDOS,
  Pool,
  type EntradaAvanzarEtapa,
  type ResultadoTransicion,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { exigirFacDefinido, cerrarCandidatosDelPedido, enviarSeleccionados } from '../../candidatos-pedido';
import { cargarPedidoParaEscribir } from './cargar';
import { registrarCambioEstado } from './eventos';

export interface EntradaTransicion {
  id: number;
  version: number;
}

export interface ResultadoCambioEtapa {
  id: number;
  estado: number;
  version: number;
  mensaje: string;
}

/** A refused transition: the exact Spanish message, nothing written. */
export function rechazarTransicion(
  r: ResultadoTransicion,
  estado: number,
): asserts r is { ok: true; estadoNuevo: number } {
  if (!r.ok)
    throw new AppError('BAD_REQUEST', maquinaPedido.esCerrado(estado) ? MENSAJES_PEDIDOS.cerrado : r.mensaje);
}

/**
 * Loads the order in scope inside the transaction, checks the version the screen had, applies `cambiar`
 * and writes the order event (type 0) in the same transaction. A concurrent writer makes the version
 * check of the UPDATE fail (OptimisticLockError → CONFLICT) and the transaction roll back.
 */
async function transicion(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaTransicion,
  ahora: Date,
  cambiar: (tem: EntityManager, pedido: Pedido) => Promise<{ estadoNuevo: number; mensaje: string }>,
): Promise<ResultadoCambioEtapa> {
  const resultado = await em.transactional(async (tem) => {
    const pedido = await cargarPedidoParaEscribir(tem, usuario.alcance, entrada.id, entrada.version);
    const anterior = pedido.estadoPedido;
    const { estadoNuevo, mensaje } = await cambiar(tem, pedido);
    pedido.estadoPedido = estadoNuevo;
    registrarCambioEstado(tem, pedido, usuario.id, anterior, estadoNuevo, ahora);
    await tem.flush();
    return { pedido, mensaje };
  });
  const { pedido, mensaje } = resultado;
  return { id: pedido.id, estado: pedido.estadoPedido, version: pedido.version, mensaje };
}

/**
 * "Pasar a la siguiente etapa": 2→3 (needs an active selected candidate) or 3→4; sets fecha_estado3/4. Both need
 * the FAC (they move candidates). From 2 the selected candidates are sent to the client with the modal's
 * requirements and contacts in the same transaction: if the send is refused, the order stays in 2.
 */
export function avanzarEtapa(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaAvanzarEtapa,
  ahora: Date,
): Promise<ResultadoCambioEtapa> {
  return transicion(em, usuario, entrada, ahora, async (tem, pedido) => {
    const seleccionados = await tem.count(CandidatoPedido, {
      pedido: pedido.id,
      activo: true,
      pool: Pool.SELECCIONADO,
    });
    const r = maquinaPedido.avanzar(pedido.estadoPedido, seleccionados);
    rechazarTransicion(r, pedido.estadoPedido);
    exigirFacDefinido(pedido);
    if (r.estadoNuevo === EstadoPedido.SELECCION) {
      if (!entrada.envio) throw new AppError('BAD_REQUEST', MENSAJES_ENVIO.envioRequeridoEtapa);
      pedido.fechaEstado3 = ahora;
      pedido.estadoPedido = r.estadoNuevo;
      await tem.populate(pedido, ['ciudad']);
      await enviarSeleccionados(tem, usuario, pedido, entrada.envio, ahora);
    }
    if (r.estadoNuevo === EstadoPedido.LEGALIZACION) pedido.fechaEstado4 = ahora;
    return { estadoNuevo: r.estadoNuevo, mensaje: MENSAJES_PEDIDOS.etapa(r.estadoNuevo) };
  });
}

/**
 * "Finalizar pedido": 4→5 when vacantes_cumplidas ≥ vacantes (and the FAC is defined); sets fecha_finalizacion.
 * Every person the order still holds is freed in the same transaction (those who showed up stay hired).
 */
export function finalizarPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaTransicion,
  ahora: Date,
): Promise<ResultadoCambioEtapa> {
  return transicion(em, usuario, entrada, ahora, async (tem, pedido) => {
    const r = maquinaPedido.finalizar(pedido.estadoPedido, pedido.vacantes, pedido.vacantesCumplidas);
    rechazarTransicion(r, pedido.estadoPedido);
    exigirFacDefinido(pedido);
    pedido.fechaFinalizacion = ahora;
    await cerrarCandidatosDelPedido(tem, pedido, usuario.id, ahora);
    return { estadoNuevo: r.estadoNuevo, mensaje: MENSAJES_PEDIDOS.finalizado };
  });
}
