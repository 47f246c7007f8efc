import { z } from 'zod';
import { MENSAJES } from '../mensajes';

export const PORTALES = ['staff', 'cliente'] as const;
export type Portal = (typeof PORTALES)[number];

/** Login form and `auth.login` input: both fields required ("Falta algún campo obligatorio"). */
export const LoginInput = z.object({
  usuario: z.string().trim().min(1, MENSAJES.login.faltaCampo).max(150, MENSAJES.login.faltaCampo),
  contrasena: z.string().min(1, MENSAJES.login.faltaCampo).max(200, MENSAJES.login.credenciales),
  portal: z.enum(PORTALES),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** Session and throttling policy (DESIGN §9). */
export const POLITICA_SESION = {
  inactividadMs: 30 * 60 * 1000,
  absolutaMs: 12 * 60 * 60 * 1000,
  /** The idle clock is refreshed at most once a minute to avoid a write per request. */
  refrescoMs: 60 * 1000,
} as const;

export const POLITICA_INTENTOS = {
  ventanaMs: 15 * 60 * 1000,
  bloqueoMs: 15 * 60 * 1000,
  maxPorUsuario: 5,
  maxPorDireccion: 20,
} as const;
