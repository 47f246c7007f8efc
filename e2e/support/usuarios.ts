import type { Portal } from '@talento/rules';

/** The demo users (packages/db seeders/demo/usuarios.ts), all with the same demo password. */
export const USUARIOS_STAFF = ['admin', 'jefe', 'psicologa', 'ejecutivo', 'reclutador', 'gerente'] as const;
export const USUARIOS_CLIENTE = ['cliente', 'cliente2'] as const;
export type UsuarioStaff = (typeof USUARIOS_STAFF)[number];
export type UsuarioCliente = (typeof USUARIOS_CLIENTE)[number];
export type Usuario = UsuarioStaff | UsuarioCliente;

export const CLAVE_DEMO = 'Talento2026!';

export const portalDe = (usuario: Usuario): Portal =>
  (USUARIOS_CLIENTE as readonly string[]).includes(usuario) ? 'cliente' : 'staff';

/** The page each portal opens after signing in. */
export const inicioDe = (usuario: Usuario): string =>
  portalDe(usuario) === 'cliente' ? '/cliente/' : '/dashboard';
