import type { EntityManager } from '@mikro-orm/postgresql';
import { Sesion, Usuario } from '@talento/db';
import { POLITICA_SESION, type Portal } from '@talento/rules';
import type { SesionActual } from '../context';
import { admitidoEnPortal } from './admision';
import { cacheSesiones } from './cache-sesiones';
import { cargarSesion, type FilaSesion } from './usuario-sesion';
import { generarToken, idDeSesion } from './token';

export interface NuevaSesion {
  token: string;
  expiraEn: Date;
}

/** Starts a new session (a new id at every login). */
export async function crearSesion(
  em: EntityManager,
  usuarioId: number,
  portal: Portal,
  datos: { ip: string; userAgent: string; now: Date },
): Promise<NuevaSesion> {
  const token = generarToken();
  const expiraEn = new Date(datos.now.getTime() + POLITICA_SESION.absolutaMs);
  em.create(Sesion, {
    id: idDeSesion(token),
    usuario: em.getReference(Usuario, usuarioId),
    portal,
    creadaEn: datos.now,
    ultimoUso: datos.now,
    expiraEn,
    ip: datos.ip.slice(0, 64),
    userAgent: datos.userAgent.slice(0, 300),
  });
  await em.flush();
  return { token, expiraEn };
}

/**
 * Resolves a cookie token into the current session, or null when it is unknown, idle for more than
 * 30 minutes, past its 12-hour absolute limit, of another portal, or its user is inactive.
 */
export async function validarSesion(
  em: EntityManager,
  token: string,
  portal: Portal,
  now: Date,
): Promise<SesionActual | null> {
  const id = idDeSesion(token);
  const sesion = await leerSesion(em, id);
  if (!sesion || sesion.portal !== portal) return null;
  const ociosa = now.getTime() - sesion.ultimoUso.getTime() > POLITICA_SESION.inactividadMs;
  if (ociosa || sesion.expiraEn <= now || !sesion.usuario || !admitidoEnPortal(sesion.usuario, portal)) {
    cacheSesiones.olvidar(id);
    await em.nativeDelete(Sesion, { id });
    return null;
  }
  if (now.getTime() - sesion.ultimoUso.getTime() > POLITICA_SESION.refrescoMs) {
    await em.nativeUpdate(Sesion, { id }, { ultimoUso: now });
    sesion.ultimoUso = now;
  }
  return { id, portal, usuario: sesion.usuario };
}

/** The session row from the cache when it is on (see cache-sesiones.ts), else from PostgreSQL. */
async function leerSesion(em: EntityManager, id: string): Promise<FilaSesion | null> {
  const enCache = cacheSesiones.leer(id, Date.now());
  if (enCache) return enCache;
  const generacion = cacheSesiones.generacion();
  const fila = await cargarSesion(em, id);
  if (fila) cacheSesiones.guardar(id, fila, generacion, Date.now());
  return fila;
}

export async function cerrarSesion(em: EntityManager, sesionId: string): Promise<void> {
  cacheSesiones.olvidar(sesionId);
  await em.nativeDelete(Sesion, { id: sesionId });
}

/** Removes expired sessions (run at start and periodically). */
export async function purgarSesiones(em: EntityManager, now: Date): Promise<number> {
  const limiteOcio = new Date(now.getTime() - POLITICA_SESION.inactividadMs);
  return em.nativeDelete(Sesion, { $or: [{ expiraEn: { $lte: now } }, { ultimoUso: { $lt: limiteOcio } }] });
}
