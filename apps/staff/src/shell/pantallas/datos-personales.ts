import { lazy } from 'react';
import type { Pantalla } from './tipos';

/** Datos personales (Ley 1581 de 2012): authorisation, privacy notice and data-subject requests. */
export const PANTALLAS_DATOS_PERSONALES: readonly Pantalla[] = [
  {
    grupo: 'Datos personales',
    titulo: 'Solicitudes de titulares',
    ruta: '/datos-personales/solicitudes',
    permiso: 'admin_datos_personales',
    procedimientos: [],
    pagina: lazy(() => import('../../datos-personales/solicitudes/pagina')),
  },
];
