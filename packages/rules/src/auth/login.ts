import { z } from 'zod';
import { campo } from '../esquemas';
import { MENSAJES } from '../mensajes';

export const PORTALES = ['staff', 'cliente'] as const;
export type Portal = (typeof PORTALES)[number];

/** Login form and `auth.login` input: both fields required ("Falta algún campo obligatorio"). */
export const LoginInput = z.object({
  usuario: campo.texto({
    min: 1,
    max: 150,
    mensaje: MENSAJES.login.faltaCampo,
    mensajeLargo: MENSAJES.login.faltaCampo,
  }),
  /** Not trimmed: surrounding spaces are part of the password. */
  contrasena: campo.texto({
    min: 1,
    max: 200,
    recortar: false,
    mensaje: MENSAJES.login.faltaCampo,
    mensajeLargo: MENSAJES.login.credenciales,
  }),
  portal: z.enum(PORTALES),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** Session and throttling policy (docs/estilo.md §9). */
export const POLITICA_SESION = {
  inactividadMs: 30 * 60 * 1000,
  absolutaMs: 12 * 60 * 60 * 1000,
  /** The idle clock is refreshed at most once a minute to avoid a write per request. */
  refrescoMs: 60 * 1000,
} as const;

/**
 * Login throttling (docs/decisiones/seguridad-y-sesiones.md): in a 15-minute window at most 5 password checks per (user name,
 * address) and 20 per address; past them the attempt is refused without checking. Per user name across addresses
 * there is no lockout (anyone could lock a coordinator out of work): each failure past the fifth delays that
 * name's next answers, doubling up to a ceiling.
 */
export const POLITICA_INTENTOS = {
  ventanaMs: 15 * 60 * 1000,
  maxPorUsuarioYDireccion: 5,
  maxPorDireccion: 20,
  fallosSinRetraso: 5,
  retrasoInicialMs: 500,
  retrasoMaximoMs: 8_000,
} as const;

/** Delay before checking a password for a user name with `fallos` recent failures from any address. */
export function retrasoPorFallos(fallos: number): number {
  const exceso = fallos - POLITICA_INTENTOS.fallosSinRetraso;
  if (exceso <= 0) return 0;
  return Math.min(POLITICA_INTENTOS.retrasoInicialMs * 2 ** (exceso - 1), POLITICA_INTENTOS.retrasoMaximoMs);
}
