/**
 * "Crear cita" (add_cita + add_candidatoespontaneo + add_requisitocitasjoincitas): one transaction that checks the
 * person (hired / busy refused), the same-day rule (answered as an offer to reschedule the existing one, nothing
 * written) and writes the appointment, its requirements, the spontaneous candidate and the invitation e-mail.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, CandidatoEspontaneo, Cita, Usuario } from '@talento/db';
import {
  MENSAJES_CITAS as M,
  negativaCandidatoCita,
  type CitaNueva,
  type EspontaneoCita,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { filtroCita } from './alcance';
import { bloquearPersona, duplicadoDelDia, validarCamposCita } from './comun';
import { cargarCitaParaEscribir } from './cargar';
import { cruceDeEncargado } from './cruce';
import { seguirFechaEnPedido } from './entrevista-cliente';
import { encolarInvitacionCita } from './invitacion';
import { aplicarReagendada, escribirCita } from './reagendada';

type Entrada = CitaNueva;

export type ResultadoCrearCita =
  | { resultado: 'creada'; id: number; version: number; mensaje: string }
  | { resultado: 'duplicada'; citaExistenteId: number; mensaje: string }
  | { resultado: 'cruce'; citaCruceId: number | null; mensaje: string };

/** The registered candidate of the document (checked), or null when the document is unknown (spontaneous). */
async function registradoDe(
  tx: EntityManager,
  e: Entrada,
): Promise<{ candidato: Candidato; datos: null } | { candidato: null; datos: EspontaneoCita }> {
  const registrado = await tx.findOne(Candidato, { numeroDocumento: e.documento }, { refresh: true });
  if (e.candidatoId === undefined) {
    if (registrado) throw new AppError('BAD_REQUEST', M.documentoRegistrado);
    if (!e.espontaneo) throw new AppError('BAD_REQUEST', M.requerido);
    return { candidato: null, datos: e.espontaneo };
  }
  // The id and the document must be the same person (the form searched the document first).
  if (!registrado || registrado.id !== e.candidatoId)
    throw new AppError('BAD_REQUEST', M.documentoNoCoincide);
  const negativa = negativaCandidatoCita(registrado);
  if (negativa) throw new AppError('BAD_REQUEST', negativa);
  return { candidato: registrado, datos: null };
}

function crearEspontaneo(
  tx: EntityManager,
  usuario: UsuarioSesion,
  documento: string,
  d: EspontaneoCita,
): CandidatoEspontaneo {
  return tx.create(CandidatoEspontaneo, {
    pedido: null,
    activo: true,
    nombres: d.nombres,
    apellidos: d.apellidos,
    cedula: documento,
    email: d.email,
    telefono: d.telefono,
    creadoPor: tx.getReference(Usuario, usuario.id),
  });
}

export async function crearCita(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: CitaNueva,
  ahora: Date,
): Promise<ResultadoCrearCita> {
  return em.transactional(async (tx) => {
    const refs = await validarCamposCita(tx, usuario.alcance, e, ahora);
    await bloquearPersona(tx, e.documento);
    const { candidato, datos } = await registradoDe(tx, e);
    const existente = await duplicadoDelDia(
      tx,
      { candidatoId: candidato?.id ?? null, documento: e.documento },
      e.fechaHoraEntrevista,
    );
    let padre = null;
    if (existente) {
      // The rule holds across clients, but an appointment outside the user's scope is neither named nor rescheduled.
      if (!(await tx.count(Cita, { $and: [{ id: existente.id }, filtroCita(usuario.alcance)] })))
        throw new AppError('BAD_REQUEST', M.duplicadoDia);
      // An offer, not an error: nothing is written; the screen asks and sends reagendarExistente.
      if (!e.reagendarExistente)
        return { resultado: 'duplicada', citaExistenteId: existente.id, mensaje: M.duplicadoDia };
      padre = await cargarCitaParaEscribir(tx, usuario.alcance, existente.id, undefined);
    }
    // The person in charge's other appointment at that time: an offer too (the existing one being rescheduled gives
    // its slot up).
    if (!e.aceptarCruce) {
      const cruce = await cruceDeEncargado(tx, usuario.alcance, {
        encargadoId: e.encargadoId,
        inicio: e.fechaHoraEntrevista,
        minutos: e.duracionMinutos,
        exceptoId: padre?.id,
      });
      if (cruce) return { resultado: 'cruce', citaCruceId: cruce.citaId, mensaje: cruce.mensaje };
    }
    if (padre) {
      // The new appointment takes the existing one's branch and its city: loaded, not a bare reference (another
      // branch than the user's is not in the identity map, and its city would be written empty).
      await tx.populate(padre, ['sucursal']);
      aplicarReagendada(tx, padre);
    }
    const yo = await tx.findOneOrFail(Usuario, usuario.id, { populate: ['sucursal'] });
    const cita = escribirCita(
      tx,
      usuario,
      refs,
      {
        candidato,
        espontaneo: datos ? crearEspontaneo(tx, usuario, e.documento, datos) : null,
        razonEntrevista: e.razonEntrevista,
        fechaHoraEntrevista: e.fechaHoraEntrevista,
        comentario: e.comentario ?? null,
        otrosReferencia: e.otrosReferencia ?? null,
        razonReagendamiento: null,
        padre,
      },
      refs.sucursal ?? padre?.sucursal ?? yo.sucursal ?? null,
      ahora,
    );
    await tx.flush();
    if (padre) await seguirFechaEnPedido(tx, cita);
    await encolarInvitacionCita(tx, cita.id, 'REQUEST');
    return { resultado: 'creada', id: cita.id, version: cita.version, mensaje: M.creada };
  });
}
