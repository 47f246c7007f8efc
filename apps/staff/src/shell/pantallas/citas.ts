import { lazy } from 'react';
import { MENSAJES_CITAS as M } from '@talento/rules';
import type { Pantalla } from './tipos';

const formularioCita = lazy(() => import('../../citas/formulario/pagina'));

/** Citas (spec 03 §2). */
export const PANTALLAS_CITAS: readonly Pantalla[] = [
  {
    grupo: 'Citas',
    titulo: 'Citas',
    ruta: '/dashboard-cita',
    permiso: 'read_cita',
    procedimientos: ['citas.catalogos', 'citas.listar'],
    pagina: lazy(() => import('../../citas/dashboard/pagina')),
  },
  {
    grupo: 'Citas',
    titulo: 'Semana de citas',
    ruta: '/citas/semana',
    permiso: 'read_cita',
    procedimientos: ['citas.catalogos', 'citas.semana'],
    pagina: lazy(() => import('../../citas/semana/pagina')),
  },
  {
    grupo: 'Citas',
    titulo: 'Recepción de citas',
    ruta: '/citas/recepcion',
    permiso: 'read_cita',
    procedimientos: ['citas.catalogos', 'citas.hoy'],
    pagina: lazy(() => import('../../citas/recepcion/pagina')),
  },
  {
    grupo: 'Citas',
    titulo: 'Crear cita',
    ruta: '/create-cita',
    // Spec 03 §6: add_cita with add_candidatoespontaneo and add_requisitocitasjoincitas shows Create.
    permiso: { todas: ['add_cita', 'add_candidatoespontaneo', 'add_requisitocitasjoincitas'] },
    aviso: M.sinPermisoCrear,
    procedimientos: ['citas.catalogos'],
    acciones: ['citas.buscarDocumento', 'citas.crear'],
    pagina: formularioCita,
  },
  {
    titulo: 'Detalle de la cita',
    ruta: '/detail-cita/:idCita',
    permiso: 'read_cita',
    procedimientos: ['citas.catalogos', 'citas.obtener'],
    pagina: lazy(() => import('../../citas/detalle/pagina')),
  },
  {
    titulo: 'Reagendar cita',
    ruta: '/create-cita/:idCita',
    // Spec 03 §6: rescheduling needs add_cita and add_requisitocitasjoincitas.
    permiso: { todas: ['add_cita', 'add_requisitocitasjoincitas'] },
    aviso: M.sinPermisoReagendar,
    procedimientos: ['citas.catalogos', 'citas.obtener'],
    acciones: ['citas.reagendar'],
    pagina: formularioCita,
  },
];
