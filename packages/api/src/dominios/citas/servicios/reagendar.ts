/**
 * "Reagendar" (/create-cita/:idCita, add_cita + add_requisitocitasjoincitas): a new appointment for the same person
 * pointing at the old one (cita_padre_reagendada), which becomes estado1 1 / estado2 6; the invitation is updated
 * (same UID, higher SEQUENCE) and an order's client interview takes the new date. One transaction, old row locked
 * and version-checked.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cita } from '@talento/db';
import { MENSAJES_CITAS as M, type CitaReagendada } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { cargarCitaParaEscribir } from './cargar';
import { cruceDeEncargado } from './cruce';
import { bloquearPersona, duplicadoDelDia, validarCamposCita } from './comun';
import { seguirFechaEnPedido } from './entrevista-cliente';
import { encolarInvitacionCita } from './invitacion';
import { aplicarReagendada, escribirCita } from './reagendada';

export async function reagendarCita(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: CitaReagendada,
  ahora: Date,
): Promise<
  | { resultado: 'reagendada'; id: number; version: number; mensaje: string }
  | { resultado: 'cruce'; citaCruceId: number | null; mensaje: string }
> {
  return em.transactional(async (tx) => {
    const padre = await cargarCitaParaEscribir(tx, usuario.alcance, e.citaId, e.version);
    await tx.populate(padre, ['candidato', 'candidatoEspontaneo', 'sucursal']);
    const documento = padre.candidato?.numeroDocumento ?? padre.candidatoEspontaneo?.cedula ?? '';
    await bloquearPersona(tx, documento);
    // A chain has one current link: rescheduling an already rescheduled one would fork it.
    if (await tx.count(Cita, { citaPadreReagendada: padre.id }))
      throw new AppError('BAD_REQUEST', M.yaReagendada);
    const refs = await validarCamposCita(tx, usuario.alcance, e, ahora);
    const otra = await duplicadoDelDia(
      tx,
      { candidatoId: padre.candidato?.id ?? null, documento },
      e.fechaHoraEntrevista,
      padre.id,
    );
    if (otra) throw new AppError('BAD_REQUEST', M.duplicadoDia);
    if (!e.aceptarCruce) {
      const cruce = await cruceDeEncargado(tx, usuario.alcance, {
        encargadoId: e.encargadoId,
        inicio: e.fechaHoraEntrevista,
        minutos: e.duracionMinutos,
        exceptoId: padre.id,
      });
      if (cruce) return { resultado: 'cruce', citaCruceId: cruce.citaId, mensaje: cruce.mensaje };
    }
    aplicarReagendada(tx, padre);
    const cita = escribirCita(
      tx,
      usuario,
      refs,
      {
        candidato: padre.candidato ?? null,
        espontaneo: padre.candidatoEspontaneo ?? null,
        razonEntrevista: e.razonEntrevista,
        fechaHoraEntrevista: e.fechaHoraEntrevista,
        comentario: e.comentario ?? null,
        otrosReferencia: e.otrosReferencia ?? null,
        razonReagendamiento: e.razonReagendamiento,
        padre,
      },
      refs.sucursal ?? padre.sucursal ?? null,
      ahora,
    );
    await tx.flush();
    await seguirFechaEnPedido(tx, cita);
    await encolarInvitacionCita(tx, cita.id, 'REQUEST');
    return { resultado: 'reagendada', id: cita.id, version: cita.version, mensaje: M.reagendada };
  });
}
