/**
 * Person in charge (change_encargado) and referral (add_cita) of an appointment, saved at once from the detail; a new
 * person in charge of an appointment still ahead sends the candidate the invitation's new version. A new person in
 * charge already booked at that time is the same offer as on create and reschedule (cruce.ts): nothing written, the
 * message names the other appointment, and `aceptarCruce` changes it anyway.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { EstadoCita, ReferenciaCita } from '@talento/db';
import {
  actualizaInvitacionPorEncargado,
  CodigoEstadoCita,
  MENSAJES_CITAS as M,
  REFERENCIA_OTRO,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import type { CitaGuardadaDto, ResultadoCambiarEncargadoDto } from '../dto';
import { cargarCitaParaEscribir } from './cargar';
import { cruceDeEncargado } from './cruce';
import { exigirEncargadoCita } from './encargados';
import { encolarInvitacionCita } from './invitacion';

export function cambiarEncargadoCita(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: { id: number; version: number; encargadoId: number; aceptarCruce?: boolean },
  ahora: Date,
): Promise<ResultadoCambiarEncargadoDto> {
  return em.transactional(async (tx) => {
    const cita = await cargarCitaParaEscribir(tx, usuario.alcance, e.id, e.version);
    const anterior = cita.personaACargoEntrevista.id;
    // The new person in charge must be able to open it: its client in their scope, as for create and reschedule.
    const nuevo = await exigirEncargadoCita(tx, e.encargadoId, cita.cliente?.id ?? null);
    const estado2 = cita.estado2 ? await tx.findOne(EstadoCita, cita.estado2.id) : null;
    // A rescheduled or "no continúa" appointment holds no slot (cruce.ts skips them too): nothing to warn about.
    const ocupaFranja =
      estado2?.codigo !== CodigoEstadoCita.REAGENDADO && estado2?.codigo !== CodigoEstadoCita.NO_CONTINUA;
    if (anterior !== e.encargadoId && ocupaFranja && !e.aceptarCruce) {
      const cruce = await cruceDeEncargado(tx, usuario.alcance, {
        encargadoId: e.encargadoId,
        inicio: cita.fechaHoraEntrevista,
        minutos: cita.duracionMinutos,
        exceptoId: cita.id,
      });
      if (cruce) return { resultado: 'cruce', citaCruceId: cruce.citaId, mensaje: cruce.mensaje };
    }
    cita.personaACargoEntrevista = nuevo;
    // The candidate's invitation names the person in charge: a new version of the same event (same UID, next SEQUENCE).
    const actualiza = actualizaInvitacionPorEncargado(
      anterior !== e.encargadoId,
      estado2?.codigo ?? null,
      cita.fechaHoraEntrevista,
      ahora,
    );
    if (actualiza) cita.secuenciaIcal += 1;
    await tx.flush();
    if (actualiza) await encolarInvitacionCita(tx, cita.id, 'REQUEST');
    return { resultado: 'guardada', id: cita.id, version: cita.version, mensaje: M.guardado };
  });
}

export function cambiarRemisionCita(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: { id: number; version: number; referenciaId: number | null; otrosReferencia?: string | undefined },
): Promise<CitaGuardadaDto> {
  return em.transactional(async (tx) => {
    const cita = await cargarCitaParaEscribir(tx, usuario.alcance, e.id, e.version);
    const referencia =
      e.referenciaId === null ? null : await tx.findOne(ReferenciaCita, { id: e.referenciaId, activo: true });
    if (e.referenciaId !== null && !referencia) throw new AppError('BAD_REQUEST', M.referenciaInvalida);
    cita.referencia = referencia;
    // The free text belongs to "Otro" (id 6) only.
    cita.otrosReferencia = referencia?.id === REFERENCIA_OTRO ? (e.otrosReferencia ?? null) : null;
    await tx.flush();
    return { id: cita.id, version: cita.version, mensaje: M.guardado };
  });
}
