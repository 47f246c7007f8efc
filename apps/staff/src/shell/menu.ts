import { CUALQUIER_USUARIO, GRUPOS_MENU, PANTALLAS, SIN_SESION, type Pantalla } from './pantallas';

/** A menu entry: the screen it opens and the flags that show it. */
export type EntradaMenu = Pick<Pantalla, 'titulo' | 'ruta' | 'permiso' | 'enMenu'>;

export interface GrupoMenu {
  titulo: string;
  entradas: readonly EntradaMenu[];
}

/** Sidebar, built from the screen list: each group with its screens in list order. */
export const MENU: readonly GrupoMenu[] = GRUPOS_MENU.map((titulo) => ({
  titulo,
  entradas: PANTALLAS.filter((p) => p.grupo === titulo),
}));

/** One flag, any of a list, every flag of `{ todas }`, any signed-in user, or anyone. */
export function tienePermiso(permisos: readonly string[], requerido: Pantalla['permiso']): boolean {
  if (requerido === CUALQUIER_USUARIO || requerido === SIN_SESION) return true;
  if (typeof requerido === 'string') return permisos.includes(requerido);
  if ('todas' in requerido) return requerido.todas.every((p) => permisos.includes(p));
  return requerido.some((p) => permisos.includes(p));
}

/** A group appears when the user holds the flag of at least one of its entries. */
export function menuVisible(permisos: readonly string[]): GrupoMenu[] {
  return MENU.map((g) => ({
    ...g,
    entradas: g.entradas.filter((e) => tienePermiso(permisos, e.enMenu ?? e.permiso)),
  })).filter((g) => g.entradas.length > 0);
}
