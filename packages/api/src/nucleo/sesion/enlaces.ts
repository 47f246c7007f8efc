import type { EntityManager } from '@mikro-orm/postgresql';
import { EnlaceContrasena, Usuario } from '@talento/db';
import { generarToken, idDeSesion } from './token';

export const PROPOSITOS_ENLACE = ['invitacion', 'restablecer', 'configuracion_inicial'] as const;
export type PropositoEnlace = (typeof PROPOSITOS_ENLACE)[number];

const HORA_MS = 3600_000;
/** How long each kind of link works: a new user has three days to accept; a new link or the first run, one day. */
export const VIGENCIA_ENLACE_MS: Readonly<Record<PropositoEnlace, number>> = {
  invitacion: 72 * HORA_MS,
  restablecer: 24 * HORA_MS,
  configuracion_inicial: 24 * HORA_MS,
};

/** The public page of each kind of link (staff portal routes). */
export const RUTA_ENLACE: Readonly<Record<PropositoEnlace, string>> = {
  invitacion: '/establecer-contrasena',
  restablecer: '/establecer-contrasena',
  configuracion_inicial: '/configuracion-inicial',
};

export const hashDeEnlace = (token: string): string => idDeSesion(token);

/**
 * A new single-use link, in the caller's transaction: earlier unused links of the same user (or, for the first run,
 * earlier first-run links) stop working, so only the newest link e-mailed or printed opens the page. Returns the token
 * (never stored) and its expiry.
 */
export async function crearEnlace(
  tx: EntityManager,
  datos: { usuarioId: number | null; proposito: PropositoEnlace; creadoPor: number | null; ahora: Date },
): Promise<{ token: string; expiraEn: Date }> {
  const previos = datos.usuarioId
    ? { usuario: datos.usuarioId }
    : { usuario: null, proposito: 'configuracion_inicial' };
  await tx.nativeUpdate(
    EnlaceContrasena,
    { ...previos, usadoEn: null, expiraEn: { $gt: datos.ahora } },
    { expiraEn: datos.ahora },
  );
  const token = generarToken();
  const expiraEn = new Date(datos.ahora.getTime() + VIGENCIA_ENLACE_MS[datos.proposito]);
  tx.create(EnlaceContrasena, {
    usuario: datos.usuarioId ? tx.getReference(Usuario, datos.usuarioId) : null,
    proposito: datos.proposito,
    tokenHash: hashDeEnlace(token),
    expiraEn,
    usadoEn: null,
    createdBy: datos.creadoPor ? tx.getReference(Usuario, datos.creadoPor) : null,
    createdAt: datos.ahora,
  });
  await tx.flush();
  return { token, expiraEn };
}

/**
 * The link of a token if it still works (not used, not expired, its user active), else null. `bloquear` (inside a
 * transaction) locks the row: two submissions of the same link cannot both use it.
 */
export async function enlaceVigente(
  em: EntityManager,
  token: string,
  proposito: 'usuario' | 'configuracion_inicial',
  ahora: Date,
  { bloquear = false } = {},
): Promise<EnlaceContrasena | null> {
  // The row alone (the user is joined below, and FOR UPDATE cannot lock the nullable side of an outer join).
  if (bloquear)
    await em.execute('select id from enlace_contrasena where token_hash = ? for update', [
      hashDeEnlace(token),
    ]);
  const enlace = await em.findOne(
    EnlaceContrasena,
    {
      tokenHash: hashDeEnlace(token),
      usadoEn: null,
      expiraEn: { $gt: ahora },
      proposito:
        proposito === 'configuracion_inicial'
          ? 'configuracion_inicial'
          : { $in: ['invitacion', 'restablecer'] },
    },
    { populate: ['usuario'], refresh: true },
  );
  if (!enlace) return null;
  if (proposito === 'usuario' && !enlace.usuario?.activo) return null;
  return enlace;
}
