import type { EntityManager } from '@mikro-orm/postgresql';
import { Usuario, type CandidatoPedido } from '@talento/db';
import {
  decidirDescarte,
  EXITO_CAMBIO_ESTADO,
  fechaEntrevistaValida,
  MENSAJES_PIPELINE,
  transicionCandidato,
  type EntradaCambiarEstado,
  nombreCompleto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { registrarCambioEstadoCandidato } from '../../pedidos';
import { cargarCandidatoPedidoParaEscribir } from './cargar';
import {
  bloquearCandidato,
  bloquearPedido,
  exigirTransicion,
  resultadoDe,
  situacionDe,
  type ResultadoAccionCandidato,
} from './comun';
import { aplicarDescarte } from './descarte';
import { cambiarEstadoSinEfectos, esSinEfectos } from './estado-directo';
import { contratarPersona, soltarPersona } from './disponibilidad';

/** Terminations after which the person is free again (discards free them through `aplicarDescarte`). */
const LIBERAN = new Set(['noFirmaContrato', 'noSePresenta']);

/** Side effects of each move besides the state itself (inside the transaction, rows locked). */
async function efectos(
  tx: EntityManager,
  usuario: UsuarioSesion,
  cp: CandidatoPedido,
  entrada: EntradaCambiarEstado,
  ahora: Date,
): Promise<void> {
  switch (entrada.accion) {
    case 'agendarEntrevista':
      if (!fechaEntrevistaValida(entrada.fecha, ahora))
        throw new AppError('BAD_REQUEST', MENSAJES_PIPELINE.fechaEntrevistaRango);
      cp.fechaCitaCliente = entrada.fecha;
      return;
    case 'sePresenta': {
      // The order's fulfilled count changes: lock the order row first (then the person).
      const pedido = await bloquearPedido(tx, cp.pedido.id);
      pedido.vacantesCumplidas += 1;
      const candidato = await bloquearCandidato(tx, cp.candidato.id);
      contratarPersona(candidato);
      return;
    }
    case 'rechazar':
    case 'noApruebaEntrevista':
      await aplicarDescarte(tx, usuario, cp, entrada, ahora);
      return;
    default:
      if (LIBERAN.has(entrada.accion)) {
        const candidato = await bloquearCandidato(tx, cp.candidato.id);
        soltarPersona(candidato);
      }
  }
}

/**
 * `candidatosPedido.cambiarEstado` (staff): validate, discard (rechazar, with its follow-up), schedule /
 * approve / not approve the client interview, shows up, does not sign, does not show up. The machine decides,
 * the row is locked and version-checked, and the type-4 event (previous → new state) is written in the same
 * transaction as every side effect (fulfilled vacancies, availability, bars, follow-up rows).
 */
export async function cambiarEstadoCandidato(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaCambiarEstado,
  ahora: Date,
): Promise<ResultadoAccionCandidato> {
  if (esSinEfectos(entrada)) return cambiarEstadoSinEfectos(em, usuario, entrada, ahora);
  return em.transactional(async (tx) => {
    const cp = await cargarCandidatoPedidoParaEscribir(tx, usuario.alcance, entrada.id, entrada.version);
    const situacion = situacionDe(cp);
    const r =
      entrada.accion === 'rechazar'
        ? decidirDescarte(situacion, cp.validadoRechazo)
        : transicionCandidato(entrada.accion, situacion, 'staff');
    exigirTransicion(r);
    const anterior = cp.estadoCandidatoPedido;
    await efectos(tx, usuario, cp, entrada, ahora);
    cp.estadoCandidatoPedido = r.estadoNuevo;
    cp.fechaCambioEstado = ahora;
    cp.modificadoPor = tx.getReference(Usuario, usuario.id);
    registrarCambioEstadoCandidato(tx, cp.pedido, {
      actorId: usuario.id,
      estadoAnterior: anterior,
      estadoNuevo: r.estadoNuevo,
      candidatoNombre: nombreCompleto(cp.candidato),
      fecha: ahora,
    });
    await tx.flush();
    return resultadoDe(cp, EXITO_CAMBIO_ESTADO[entrada.accion]);
  });
}
