/**
 * The arguments of `npm run user:create`, checked with the administration's own field rules before anything is
 * written: the same username format, names as text without control characters (a CR/LF in a name would travel into
 * e-mails and the appointments' .ics invitations) and a valid e-mail when one is given.
 */
import { debilidadContrasena } from '@talento/api';
import { campo, ContrasenaNueva, EntradaGuardarUsuario, MENSAJES_ADMIN_USUARIOS as M } from '@talento/rules';
import { z } from 'zod';

const EntradaUsuarioCli = z.object({
  usuario: EntradaGuardarUsuario.shape.username,
  nombre: campo.texto({ max: 150 }),
  apellido: campo.texto({ max: 150 }),
  correo: z.union([z.literal(''), EntradaGuardarUsuario.shape.email], { error: M.correoRequerido }),
});
export type EntradaUsuarioCli = z.output<typeof EntradaUsuarioCli>;

const OPCION: Record<keyof EntradaUsuarioCli, string> = {
  usuario: '--usuario',
  nombre: '--nombre',
  apellido: '--apellido',
  correo: '--correo',
};

/** The checked values, or one Spanish line per wrong option ("--nombre: El texto contiene…"). */
export function validarUsuarioCli(valores: { [K in keyof EntradaUsuarioCli]?: string }):
  { ok: true; datos: EntradaUsuarioCli } | { ok: false; errores: string[] } {
  const r = EntradaUsuarioCli.safeParse({ ...valores, usuario: valores.usuario ?? '' });
  if (r.success) return { ok: true, datos: r.data };
  return {
    ok: false,
    errores: r.error.issues.map((i) => `${OPCION[i.path[0] as keyof EntradaUsuarioCli]}: ${i.message}`),
  };
}

/**
 * The password of `npm run user:create` under the product's own rule (the link page's): at least 10 characters and
 * strong enough for zxcvbn, the person's user name, names and e-mail counting as guessable. Null when accepted,
 * otherwise the Spanish line to print.
 */
export function problemaDeClaveCli(clave: string, datos: EntradaUsuarioCli): string | null {
  const largo = ContrasenaNueva.safeParse(clave);
  const problema = largo.success
    ? debilidadContrasena(clave, [datos.usuario, datos.nombre, datos.apellido, datos.correo])
    : (largo.error.issues[0]?.message ?? M.contrasenaCorta);
  return problema ? `Contraseña: ${problema}` : null;
}
