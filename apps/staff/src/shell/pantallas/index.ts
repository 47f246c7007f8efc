/**
 * Every route of the staff portal, once: its route, title, the flag that enters it (or SIN_SESION), the frame it opens
 * in, the procedures its page calls on opening, its page and, for the screens of the sidebar, its menu group. One file
 * per menu group, plus the home and the pages without a session; the router (rutas.tsx), the sidebar and the 404
 * search (menu.ts) and the entry guard (RequierePermiso) are built from this list. pantallas.test.tsx checks its shape
 * and that the router has nothing else, e2e/acceso/pantallas-staff.test.ts checks menu ⇔ guard ⇔ server for every demo
 * user.
 */
import { PANTALLAS_ADMINISTRACION } from './administracion';
import { PANTALLAS_CITAS } from './citas';
import { PANTALLAS_CONTRATACION } from './contratacion';
import { PANTALLAS_DATOS_PERSONALES } from './datos-personales';
import { PANTALLAS_HOJAS_DE_VIDA } from './hojas-de-vida';
import { PANTALLAS_INICIO } from './inicio';
import { PANTALLAS_MERCHANDISING } from './merchandising';
import { PANTALLAS_PEDIDOS } from './pedidos';
import { PANTALLAS_PERFILES } from './perfiles';
import { PANTALLAS_PREGUNTAS_FILTRO } from './preguntas-filtro';
import { PANTALLAS_PUBLICAS } from './publicas';
import { PANTALLAS_REPORTES } from './reportes';
import { PANTALLAS_STOCK } from './stock';
import type { Pantalla } from './tipos';

export { RUTA_INICIO } from './inicio';
export * from './tipos';

export const PANTALLAS: readonly Pantalla[] = [
  ...PANTALLAS_INICIO,
  ...PANTALLAS_PEDIDOS,
  ...PANTALLAS_STOCK,
  ...PANTALLAS_PERFILES,
  ...PANTALLAS_PREGUNTAS_FILTRO,
  ...PANTALLAS_HOJAS_DE_VIDA,
  ...PANTALLAS_CITAS,
  ...PANTALLAS_REPORTES,
  ...PANTALLAS_CONTRATACION,
  ...PANTALLAS_MERCHANDISING,
  ...PANTALLAS_ADMINISTRACION,
  ...PANTALLAS_DATOS_PERSONALES,
  ...PANTALLAS_PUBLICAS,
];
