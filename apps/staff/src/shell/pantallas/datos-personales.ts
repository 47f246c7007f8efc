import { lazy } from 'react';
import type { Pantalla } from './tipos';

/** Datos personales (Ley 1581 de 2012): authorisation, privacy notice and data-subject requests. */
export const PANTALLAS_DATOS_PERSONALES: readonly Pantalla[] = [
  {
    grupo: 'Datos personales',
    titulo: 'Solicitudes de titulares',
    ruta: '/datos-personales/solicitudes',
    permiso: 'admin_datos_personales',
    procedimientos: ['datosPersonales.solicitudes.listar'],
    acciones: ['datosPersonales.solicitudes.registrar'],
    pagina: lazy(() => import('../../datos-personales/solicitudes/pagina')),
  },
  {
    grupo: 'Datos personales',
    titulo: 'Aviso de privacidad',
    ruta: '/datos-personales/aviso',
    permiso: 'admin_datos_personales',
    procedimientos: ['datosPersonales.aviso.versiones'],
    acciones: ['datosPersonales.aviso.publicar'],
    pagina: lazy(() => import('../../datos-personales/aviso/pagina')),
  },
  {
    grupo: 'Datos personales',
    titulo: 'Auditoría de accesos',
    ruta: '/datos-personales/accesos',
    permiso: 'admin_datos_personales',
    procedimientos: ['datosPersonales.accesos.listar'],
    pagina: lazy(() => import('../../datos-personales/accesos/pagina')),
  },
  {
    grupo: 'Datos personales',
    titulo: 'Retención',
    ruta: '/datos-personales/retencion',
    permiso: 'admin_datos_personales',
    procedimientos: ['datosPersonales.retencion.vistaPrevia'],
    acciones: ['datosPersonales.retencion.guardarPolitica', 'datosPersonales.retencion.ejecutar'],
    pagina: lazy(() => import('../../datos-personales/retencion/pagina')),
  },
  {
    titulo: 'Datos personales de la persona',
    ruta: '/datos-personales/persona/:candidatoId',
    permiso: 'admin_datos_personales',
    procedimientos: ['datosPersonales.supresion.estado', 'datosPersonales.accesos.listar'],
    acciones: ['datosPersonales.acceso.exportar', 'datosPersonales.supresion.suprimir'],
    pagina: lazy(() => import('../../datos-personales/persona/pagina')),
  },
];
