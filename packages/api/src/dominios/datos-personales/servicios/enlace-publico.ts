import type { EntityManager } from '@mikro-orm/postgresql';
import { AutorizacionDatos, EnlaceAutorizacion } from '@talento/db';
import { MENSAJES_DATOS_PERSONALES as M } from '@talento/rules';
import { AppError } from '../../../nucleo/errors';
import { avisoVigente } from './aviso';
import { autorizacionVigente, hashTokenAutorizacion } from './autorizaciones';

/** Where the web acceptance or revocation came from: its evidence. */
export interface Origen {
  ip: string;
  userAgent: string;
}

async function cargarEnlace(em: EntityManager, token: string, bloquear = false): Promise<EnlaceAutorizacion> {
  const tokenHash = hashTokenAutorizacion(token);
  // The candidate's row serialises accepting and revoking (one unrevoked authorisation per person).
  if (bloquear)
    await em.execute(
      'select c.id from "candidato" c join "enlace_autorizacion" e on e.candidato_id = c.id where e.token_hash = ? for update of c',
      [tokenHash],
    );
  const enlace = await em.findOne(
    EnlaceAutorizacion,
    { tokenHash },
    { populate: ['candidato'], refresh: bloquear },
  );
  if (!enlace) throw new AppError('NOT_FOUND', M.enlaceInvalido);
  return enlace;
}

const puedeAceptar = (e: EnlaceAutorizacion, ahora: Date) => !e.usadoEn && e.expiraEn > ahora;

/** `datosPersonales.enlace.obtener` (public, the link is the credential): the notice and the person's standing. */
export async function obtenerEnlaceAutorizacion(em: EntityManager, token: string, ahora: Date) {
  const enlace = await cargarEnlace(em, token);
  const aviso = await avisoVigente(em);
  const vigente = await autorizacionVigente(em, enlace.candidato.id);
  if (!aviso) throw new AppError('PRECONDITION_FAILED', M.sinAviso);
  return {
    nombre: enlace.candidato.nombre1,
    aviso: { version: aviso.version, texto: aviso.texto },
    autorizado: vigente !== null,
    puedeAceptar: vigente === null && puedeAceptar(enlace, ahora),
  };
}

/**
 * `datosPersonales.enlace.aceptar` (public): the person accepts the version they read, once per link and before it
 * expires; the address and user agent of the request are kept as evidence. A notice published meanwhile is refused
 * so nobody accepts a text they did not see.
 */
export async function aceptarAutorizacion(
  em: EntityManager,
  entrada: { token: string; version: number },
  origen: Origen,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const enlace = await cargarEnlace(tx, entrada.token, true);
    if (await autorizacionVigente(tx, enlace.candidato.id)) return { mensaje: M.yaAceptada };
    if (enlace.usadoEn || enlace.expiraEn <= ahora)
      throw new AppError('PRECONDITION_FAILED', M.enlaceVencido);
    const aviso = await avisoVigente(tx);
    if (!aviso) throw new AppError('PRECONDITION_FAILED', M.sinAviso);
    if (aviso.version !== entrada.version) throw new AppError('CONFLICT', M.avisoDesactualizado);
    tx.create(AutorizacionDatos, {
      candidato: enlace.candidato,
      aviso,
      canal: 'enlace',
      otorgadaEn: ahora,
      direccionIp: origen.ip.slice(0, 64),
      agenteUsuario: origen.userAgent.slice(0, 500) || null,
    });
    enlace.usadoEn = ahora;
    await tx.flush();
    return { mensaje: M.aceptada };
  });
}

/**
 * `datosPersonales.enlace.revocar` (public): revokes the authorisation in force from the same link, whenever
 * (revoking must be as easy as giving it, Decreto 1377 art. 9), with the request's address and user agent.
 */
export async function revocarAutorizacion(em: EntityManager, token: string, origen: Origen, ahora: Date) {
  return em.transactional(async (tx) => {
    const enlace = await cargarEnlace(tx, token, true);
    const vigente = await autorizacionVigente(tx, enlace.candidato.id);
    if (!vigente) throw new AppError('BAD_REQUEST', M.sinAutorizacionQueRevocar);
    vigente.revocadaEn = ahora;
    vigente.revocadaIp = origen.ip.slice(0, 64);
    vigente.revocadaAgente = origen.userAgent.slice(0, 500) || null;
    await tx.flush();
    return { mensaje: M.revocada };
  });
}
