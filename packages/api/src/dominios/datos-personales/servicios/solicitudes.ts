import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { Candidato, SolicitudTitular, Usuario } from '@talento/db';
import {
  diasHabilesRestantes,
  hoyIso,
  MENSAJES_DATOS_PERSONALES as M,
  TAMANO_PAGINA_SOLICITUDES,
  vencimientoSolicitud,
  type EntradaGestionarSolicitud,
  type EntradaListarSolicitudes,
  type EntradaProrrogarSolicitud,
  type EntradaRegistrarSolicitud,
  type EntradaResponderSolicitud,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { nombreUsuario } from './nombres';

const PERMISO = 'admin_datos_personales';
const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function fila(s: SolicitudTitular, hoy: string) {
  return {
    id: s.id,
    tipo: s.tipo,
    motivo: s.motivo,
    titularNombre: s.titularNombre,
    titularDocumento: s.titularDocumento,
    candidatoId: s.candidato?.id ?? null,
    recibidaEn: s.recibidaEn,
    venceEn: s.venceEn,
    diasRestantes: s.estado === 'respondida' ? null : diasHabilesRestantes(hoy, s.venceEn),
    prorrogada: s.prorrogada,
    estado: s.estado,
    responsable: s.responsable ? nombreUsuario(s.responsable) : null,
  };
}

/**
 * `datosPersonales.solicitudes.listar`: by state, by the person's name or document, or the open ones due by a day;
 * the soonest due first, answered ones last.
 */
export async function listarSolicitudes(em: EntityManager, f: EntradaListarSolicitudes, ahora: Date) {
  const pagina = f.pagina ?? 1;
  const filtros: FilterQuery<SolicitudTitular>[] = [];
  if (f.estado) filtros.push({ estado: f.estado });
  if (f.vencenHasta) filtros.push({ estado: { $ne: 'respondida' }, venceEn: { $lte: f.vencenHasta } });
  if (f.texto) {
    const patron = `%${escaparLike(f.texto)}%`;
    filtros.push({
      $or: [
        { titularNombre: { $ilike: patron } },
        { titularDocumento: { $like: `${escaparLike(f.texto)}%` } },
      ],
    });
  }
  const [filas, total] = await em.findAndCount(
    SolicitudTitular,
    { $and: filtros },
    {
      populate: ['responsable'],
      orderBy: [{ respondidaEn: QueryOrder.ASC_NULLS_FIRST }, { venceEn: 'asc' }, { id: 'asc' }],
      limit: TAMANO_PAGINA_SOLICITUDES,
      offset: (pagina - 1) * TAMANO_PAGINA_SOLICITUDES,
    },
  );
  const hoy = hoyIso(ahora);
  return {
    total,
    pagina,
    paginas: Math.max(1, Math.ceil(total / TAMANO_PAGINA_SOLICITUDES)),
    filas: filas.map((s) => fila(s, hoy)),
  };
}

async function cargar(em: EntityManager, id: number, bloquear = false): Promise<SolicitudTitular> {
  if (bloquear) await em.execute('select id from "solicitud_titular" where id = ? for update', [id]);
  const s = await em.findOne(
    SolicitudTitular,
    { id },
    { populate: ['responsable', 'respondidaPor', 'registradaPor'], refresh: bloquear },
  );
  if (!s) throw new AppError('NOT_FOUND', M.solicitudNoEncontrada);
  return s;
}

function detalle(s: SolicitudTitular, hoy: string) {
  return {
    ...fila(s, hoy),
    version: s.version,
    solicitanteNombre: s.solicitanteNombre,
    calidad: s.calidad,
    medio: s.medio,
    contacto: s.contacto,
    detalle: s.detalle,
    motivoProrroga: s.motivoProrroga ?? null,
    responsableId: s.responsable?.id ?? null,
    respuesta: s.respuesta ?? null,
    respondidaEn: s.respondidaEn ?? null,
    respondidaPor: s.respondidaPor ? nombreUsuario(s.respondidaPor) : null,
    registradaPor: nombreUsuario(s.registradaPor),
    registradaEn: s.createdAt,
  };
}

/** `datosPersonales.solicitudes.obtener`. */
export async function obtenerSolicitud(em: EntityManager, id: number, ahora: Date) {
  return detalle(await cargar(em, id), hoyIso(ahora));
}

/** `datosPersonales.solicitudes.responsables`: who may own a request (active staff with the flag). */
export async function responsablesSolicitudes(em: EntityManager) {
  const filas = await em.find(
    Usuario,
    { activo: true, esStaffCliente: false, grupos: { permisos: { codigo: PERMISO } } },
    { orderBy: { firstName: 'asc', lastName: 'asc', id: 'asc' } },
  );
  return filas.map((u) => ({ id: u.id, nombre: nombreUsuario(u) }));
}

/**
 * `datosPersonales.solicitudes.registrar`: a consulta or reclamo as received, with its legal due date in Colombian
 * business days from the day after receipt (rules `vencimientoSolicitud`). A CV named must exist; without one, the
 * request is linked to the CV of the holder's document when there is one.
 */
export async function registrarSolicitud(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: EntradaRegistrarSolicitud,
  ahora: Date,
) {
  if (e.recibidaEn > hoyIso(ahora)) throw new AppError('BAD_REQUEST', M.recibidaFutura);
  return em.transactional(async (tx) => {
    // Without a CV chosen, the one of the holder's document, if the agency has it.
    const candidato = await tx.findOne(
      Candidato,
      e.candidatoId ? { id: e.candidatoId } : { numeroDocumento: e.titularDocumento },
    );
    if (e.candidatoId && !candidato) throw new AppError('BAD_REQUEST', M.candidatoNoEncontrado);
    const venceEn = vencimientoSolicitud(e.tipo, e.recibidaEn, false);
    const s = tx.create(SolicitudTitular, {
      tipo: e.tipo,
      motivo: e.motivo,
      candidato,
      titularNombre: e.titularNombre,
      titularDocumento: e.titularDocumento,
      solicitanteNombre: e.solicitanteNombre,
      calidad: e.calidad,
      medio: e.medio,
      contacto: e.contacto,
      recibidaEn: e.recibidaEn,
      detalle: e.detalle,
      venceEn,
      prorrogada: false,
      estado: 'recibida',
      registradaPor: tx.getReference(Usuario, usuario.id),
      createdAt: ahora,
    });
    await tx.flush();
    return { id: s.id, venceEn, mensaje: M.solicitudRegistrada(venceEn) };
  });
}

/** Loads a request to change it: locked, at the version the form had, not yet answered. */
async function paraCambiar(tx: EntityManager, id: number, version: number) {
  const s = await cargar(tx, id, true);
  if (s.version !== version) throw new AppError('CONFLICT', M.solicitudCambiada);
  if (s.estado === 'respondida') throw new AppError('BAD_REQUEST', M.solicitudRespondida);
  return s;
}

/** `datosPersonales.solicitudes.gestionar`: state (Recibida / En trámite) and owner. */
export async function gestionarSolicitud(em: EntityManager, e: EntradaGestionarSolicitud, ahora: Date) {
  return em.transactional(async (tx) => {
    const s = await paraCambiar(tx, e.id, e.version);
    if (e.responsableId !== null) {
      const validos = await responsablesSolicitudes(tx);
      if (!validos.some((u) => u.id === e.responsableId))
        throw new AppError('BAD_REQUEST', M.responsableInvalido);
    }
    s.estado = e.estado;
    s.responsable = e.responsableId === null ? null : tx.getReference(Usuario, e.responsableId);
    await tx.flush();
    return detalle(await cargar(tx, s.id), hoyIso(ahora));
  });
}

/**
 * `datosPersonales.solicitudes.prorrogar`: the one extension the law allows (consulta +5, reclamo +8 business
 * days), with the reason told to the person; only before the first term ends.
 */
export async function prorrogarSolicitud(em: EntityManager, e: EntradaProrrogarSolicitud, ahora: Date) {
  return em.transactional(async (tx) => {
    const s = await paraCambiar(tx, e.id, e.version);
    if (s.prorrogada) throw new AppError('BAD_REQUEST', M.yaProrrogada);
    if (hoyIso(ahora) > s.venceEn) throw new AppError('BAD_REQUEST', M.prorrogaVencida);
    s.prorrogada = true;
    s.motivoProrroga = e.motivo;
    s.venceEn = vencimientoSolicitud(s.tipo as 'consulta' | 'reclamo', s.recibidaEn, true);
    await tx.flush();
    return detalle(await cargar(tx, s.id), hoyIso(ahora));
  });
}

/** `datosPersonales.solicitudes.responder`: the answer given to the person closes the request. */
export async function responderSolicitud(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: EntradaResponderSolicitud,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const s = await paraCambiar(tx, e.id, e.version);
    s.estado = 'respondida';
    s.respuesta = e.respuesta;
    s.respondidaEn = ahora;
    s.respondidaPor = tx.getReference(Usuario, usuario.id);
    s.responsable ??= tx.getReference(Usuario, usuario.id);
    await tx.flush();
    return detalle(await cargar(tx, s.id), hoyIso(ahora));
  });
}
