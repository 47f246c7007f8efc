import type { Portal } from '@talento/rules';

/** One cookie per portal so a staff session never opens the client portal and vice versa. */
export const COOKIE_SESION: Record<Portal, string> = {
  staff: 'talento_sesion_staff',
  cliente: 'talento_sesion_cliente',
};
