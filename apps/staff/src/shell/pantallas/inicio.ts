import { lazy } from 'react';
import { CUALQUIER_USUARIO, type Pantalla } from './tipos';

/** The home: where the login, the logo and a guard that turns a user away lead. */
export const RUTA_INICIO = '/dashboard';

/** Inicio (spec 03 §2): the greeting and, for users who work orders, "Mis pendientes". */
export const PANTALLAS_INICIO: readonly Pantalla[] = [
  {
    titulo: 'Inicio',
    ruta: RUTA_INICIO,
    permiso: CUALQUIER_USUARIO,
    procedimientos: [{ ruta: 'inicio.pendientes', si: 'read_pedido' }],
    pagina: lazy(() => import('../../paginas/bienvenida').then((m) => ({ default: m.Bienvenida }))),
  },
];
