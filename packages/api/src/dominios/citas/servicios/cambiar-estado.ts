/**
 * State 1 (change_E1) and state 2 (change_E2) of an appointment, saved at once from the detail and the reception
 * view. State 1 moves the arrival time (arrival statuses set now, estado1 1 clears it); a state 2 that ends the
 * process before the interview cancels the invitation. Row locked and version-checked in one transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { EstadoCita } from '@talento/db';
import {
  cancelaInvitacion,
  estadoDeLista,
  llegadaTrasEstado1,
  MENSAJES_CITAS as M,
  puedeElegirEstado2,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import type { CitaGuardadaDto } from '../dto';
import { cargarCitaParaEscribir } from './cargar';
import { encolarInvitacionCita } from './invitacion';

export interface EntradaEstadoCita {
  id: number;
  version: number;
  estadoId: number | null;
}

async function estadoDe(tx: EntityManager, id: number | null, lista: 1 | 2): Promise<EstadoCita | null> {
  if (id === null) return null;
  const estado = await tx.findOne(EstadoCita, { id, activo: true });
  if (!estado || !estadoDeLista(estado.flag, lista)) throw new AppError('BAD_REQUEST', M.estadoInvalido);
  return estado;
}

export function cambiarEstado1Cita(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: EntradaEstadoCita,
  ahora: Date,
): Promise<CitaGuardadaDto> {
  return em.transactional(async (tx) => {
    const cita = await cargarCitaParaEscribir(tx, usuario.alcance, e.id, e.version);
    const estado = await estadoDe(tx, e.estadoId, 1);
    cita.fechaHoraLlegada = llegadaTrasEstado1(
      estado ? { id: estado.id, codigo: estado.codigo ?? null } : null,
      cita.fechaHoraLlegada ?? null,
      ahora,
    );
    cita.estado1 = estado;
    await tx.flush();
    return { id: cita.id, version: cita.version, mensaje: M.guardado };
  });
}

export function cambiarEstado2Cita(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: EntradaEstadoCita,
  ahora: Date,
): Promise<CitaGuardadaDto> {
  return em.transactional(async (tx) => {
    const cita = await cargarCitaParaEscribir(tx, usuario.alcance, e.id, e.version);
    const estado = await estadoDe(tx, e.estadoId, 2);
    // "Reagendado" leads on to the reschedule screen: without its permissions the appointment would stay marked
    // rescheduled with no new one.
    if (estado && !puedeElegirEstado2(estado.codigo ?? null, usuario.permisos))
      throw new AppError('FORBIDDEN', M.sinPermisoReagendar);
    cita.estado2 = estado;
    const cancela = cancelaInvitacion(estado?.codigo ?? null, cita.fechaHoraEntrevista, ahora);
    if (cancela) cita.secuenciaIcal += 1;
    await tx.flush();
    if (cancela) await encolarInvitacionCita(tx, cita.id, 'CANCEL');
    return { id: cita.id, version: cita.version, mensaje: M.guardado };
  });
}
