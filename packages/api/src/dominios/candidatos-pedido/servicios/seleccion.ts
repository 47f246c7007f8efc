import type { EntityManager } from '@mikro-orm/postgresql';
import { Usuario } from '@talento/db';
import {
  MENSAJES_PIPELINE,
  TipoEventoPedido,
  transicionCandidato,
  verificarSeleccion,
  nombreCompleto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { registrarEvento } from '../../pedidos';
import { cargarCandidatoPedidoParaEscribir } from './cargar';
import { leerDatosSeleccion } from './datos-seleccion';
import { exigirTransicion, resultadoDe, situacionDe, type ResultadoAccionCandidato } from './comun';

/** Moves between pools with the type-3 event (pool → pool_nuevo) in the same transaction. */
async function moverPool(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { id: number; version: number },
  ahora: Date,
  accion: 'seleccionar' | 'devolverPreseleccion',
  mensaje: string,
): Promise<ResultadoAccionCandidato> {
  return em.transactional(async (tx) => {
    const cp = await cargarCandidatoPedidoParaEscribir(tx, usuario.alcance, entrada.id, entrada.version);
    const r = transicionCandidato(accion, situacionDe(cp), 'staff');
    exigirTransicion(r);
    if (accion === 'seleccionar') {
      const rechazo = verificarSeleccion(await leerDatosSeleccion(tx, cp, usuario.esSuperusuario, ahora));
      if (rechazo) throw new AppError('BAD_REQUEST', rechazo);
    }
    const anterior = cp.pool;
    cp.pool = r.poolNuevo;
    cp.modificadoPor = tx.getReference(Usuario, usuario.id);
    registrarEvento(tx, cp.pedido, {
      tipoEvento: TipoEventoPedido.CAMBIO_POOL,
      actorId: usuario.id,
      pool: anterior,
      poolNuevo: r.poolNuevo,
      candidatoNombre: nombreCompleto(cp.candidato),
      fecha: ahora,
    });
    await tx.flush();
    return resultadoDe(cp, mensaje);
  });
}

/** `candidatosPedido.seleccionar`: pre-selected → selected when the machine and all three readings allow it. */
export function seleccionarCandidato(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { id: number; version: number },
  ahora: Date,
) {
  return moverPool(em, usuario, entrada, ahora, 'seleccionar', MENSAJES_PIPELINE.seleccionado);
}

/** `candidatosPedido.devolver`: selected → pre-selected (state 0, stages 2–3). */
export function devolverCandidato(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { id: number; version: number },
  ahora: Date,
) {
  return moverPool(em, usuario, entrada, ahora, 'devolverPreseleccion', MENSAJES_PIPELINE.devuelto);
}
