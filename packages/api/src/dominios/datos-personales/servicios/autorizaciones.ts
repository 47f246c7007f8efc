import type { EntityManager } from '@mikro-orm/postgresql';
import { AutorizacionDatos, Candidato, EnlaceAutorizacion, Usuario } from '@talento/db';
import {
  DIAS_VIGENCIA_ENLACE_AUTORIZACION,
  formatoFecha,
  hoyIso,
  inicioDelDia,
  MENSAJES_DATOS_PERSONALES as M,
  sumarDiasInstante,
  type EntradaRegistrarAutorizacion,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import type { ArchivoLeido } from '../../../nucleo/multipart/formulario';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { urlPublica } from '../../../nucleo/outbox/remitente';
import { generarToken, idDeSesion } from '../../../nucleo/sesion/token';
import { avisoVigente } from './aviso';
import { escaparHtml } from '../../../nucleo/outbox/html';
import { lineaAvisoPrivacidad } from './correo';
import { nombreUsuario } from './nombres';

/** SHA-256 (hex) of a link token: the only form in which tokens are stored. */
export const hashTokenAutorizacion = (token: string): string => idDeSesion(token);

async function cargarCandidato(em: EntityManager, id: number): Promise<Candidato> {
  const c = await em.findOne(Candidato, { id });
  if (!c) throw new AppError('NOT_FOUND', M.candidatoNoEncontrado);
  return c;
}

/** The unrevoked authorisation of a candidate, if any. */
export function autorizacionVigente(em: EntityManager, candidatoId: number) {
  return em.findOne(AutorizacionDatos, { candidato: candidatoId, revocadaEn: null }, { populate: ['aviso'] });
}

/** `datosPersonales.autorizaciones.deCandidato`: in force or not, every record newest first, the last link. */
export async function autorizacionesDeCandidato(em: EntityManager, candidatoId: number) {
  await cargarCandidato(em, candidatoId);
  const filas = await em.find(
    AutorizacionDatos,
    { candidato: candidatoId },
    { populate: ['aviso', 'registradaPor'], orderBy: { otorgadaEn: 'desc', id: 'desc' } },
  );
  const enlace = await em.findOne(
    EnlaceAutorizacion,
    { candidato: candidatoId },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return {
    vigente: filas.some((a) => !a.revocadaEn),
    historial: filas.map((a) => ({
      id: a.id,
      canal: a.canal,
      version: a.aviso.version,
      otorgadaEn: a.otorgadaEn,
      direccionIp: a.direccionIp ?? null,
      agenteUsuario: a.agenteUsuario ?? null,
      archivoNombre: a.archivoNombre ?? null,
      registradaPor: a.registradaPor ? nombreUsuario(a.registradaPor) : null,
      revocadaEn: a.revocadaEn ?? null,
    })),
    ultimoEnlace: enlace
      ? { enviadoEn: enlace.createdAt, expiraEn: enlace.expiraEn, usadoEn: enlace.usadoEn ?? null }
      : null,
  };
}

/** `datosPersonales.autorizaciones.formato`: the signed form kept as evidence of an authorisation (base64). */
export async function formatoAutorizacion(em: EntityManager, candidatoId: number, autorizacionId: number) {
  const a = await em.findOne(
    AutorizacionDatos,
    { id: autorizacionId, candidato: candidatoId, archivo: { $ne: null } },
    { populate: ['archivo'] },
  );
  if (!a?.archivo) throw new AppError('NOT_FOUND', M.formatoNoEncontrado);
  return {
    nombre: a.archivoNombre ?? 'autorizacion',
    tipoMime: a.archivoTipoMime ?? 'application/octet-stream',
    base64: a.archivo.toString('base64'),
  };
}

/**
 * `datosPersonales.autorizaciones.registrar`: an authorisation given in person at a branch (the signed form is
 * required) or brought by an import (the file optional), against the notice in force, on the day it was given.
 */
export async function registrarAutorizacion(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaRegistrarAutorizacion & { archivo: ArchivoLeido | null },
  ahora: Date,
) {
  if (entrada.canal === 'sucursal' && !entrada.archivo)
    throw new AppError('BAD_REQUEST', M.evidenciaRequerida);
  const otorgadaEn = entrada.fecha === hoyIso(ahora) ? ahora : inicioDelDia(entrada.fecha);
  if (otorgadaEn > ahora) throw new AppError('BAD_REQUEST', M.recibidaFutura);
  return em.transactional(async (tx) => {
    const candidato = await cargarCandidato(tx, entrada.candidatoId);
    await tx.execute('select id from "candidato" where id = ? for update', [candidato.id]);
    const aviso = await avisoVigente(tx);
    if (!aviso) throw new AppError('BAD_REQUEST', M.sinAviso);
    if (await autorizacionVigente(tx, candidato.id)) throw new AppError('BAD_REQUEST', M.yaAutorizado);
    const a = tx.create(AutorizacionDatos, {
      candidato,
      aviso,
      canal: entrada.canal,
      otorgadaEn,
      archivo: entrada.archivo?.bytes ?? null,
      archivoNombre: entrada.archivo?.nombre ?? null,
      archivoTipoMime: entrada.archivo?.tipoMime ?? null,
      registradaPor: tx.getReference(Usuario, usuario.id),
    });
    await tx.flush();
    return { id: a.id, mensaje: M.autorizacionRegistrada };
  });
}

/**
 * `datosPersonales.autorizaciones.enviarEnlace` ("Enviar enlace de autorización"): e-mails the candidate a personal
 * link to read the notice and accept it (valid DIAS_VIGENCIA_ENLACE_AUTORIZACION days, once) or revoke it later.
 * Earlier unused links stop accepting. The e-mail goes through the outbox in the link's transaction.
 */
export async function enviarEnlaceAutorizacion(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { candidatoId: number },
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const c = await cargarCandidato(tx, entrada.candidatoId);
    if (!c.email.trim()) throw new AppError('BAD_REQUEST', M.sinCorreo);
    if (!(await avisoVigente(tx))) throw new AppError('BAD_REQUEST', M.sinAviso);
    if (await autorizacionVigente(tx, c.id)) throw new AppError('BAD_REQUEST', M.yaAutorizado);
    const previos = await tx.find(EnlaceAutorizacion, {
      candidato: c.id,
      usadoEn: null,
      expiraEn: { $gt: ahora },
    });
    for (const e of previos) e.expiraEn = ahora;
    const token = generarToken();
    const expiraEn = sumarDiasInstante(ahora, DIAS_VIGENCIA_ENLACE_AUTORIZACION);
    tx.create(EnlaceAutorizacion, {
      candidato: c,
      tokenHash: hashTokenAutorizacion(token),
      expiraEn,
      createdBy: tx.getReference(Usuario, usuario.id),
      createdAt: ahora,
    });
    const enlace = `${urlPublica()}/autorizacion-datos/${token}`;
    const vence = formatoFecha(expiraEn);
    const aviso = lineaAvisoPrivacidad();
    encolarCorreo(tx, {
      para: [c.email],
      asunto: 'Autorización para el tratamiento de sus datos personales',
      texto:
        `Hola ${c.nombre1}:\n\nPara tenerle en cuenta en nuestros procesos de selección necesitamos su autorización ` +
        `para tratar sus datos personales. Lea el aviso de privacidad y acéptelo en este enlace personal (puede ` +
        `aceptar hasta el ${vence}; desde el mismo enlace puede revocar su autorización cuando quiera):\n\n${enlace}\n\n` +
        `${aviso.texto}\n\nGracias.`,
      html:
        `<p>Hola ${escaparHtml(c.nombre1)}:</p><p>Para tenerle en cuenta en nuestros procesos de selección necesitamos ` +
        `su autorización para tratar sus datos personales. Lea el aviso de privacidad y acéptelo en este enlace ` +
        `personal (puede aceptar hasta el ${vence}; desde el mismo enlace puede revocar su autorización cuando quiera):</p>` +
        `<p><a href="${escaparHtml(enlace)}">${escaparHtml(enlace)}</a></p>${aviso.html}<p>Gracias.</p>`,
      referencia: `candidato:${c.id}`,
    });
    await tx.flush();
    return { mensaje: M.enlaceEnviado(c.email) };
  });
}
