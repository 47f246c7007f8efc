import { lazy } from 'react';
import { MENSAJES } from '@talento/rules';
import type { Pantalla } from './tipos';

/** Hojas de vida, búsqueda y vetados (spec 03 and 02). */
export const PANTALLAS_HOJAS_DE_VIDA: readonly Pantalla[] = [
  {
    grupo: 'Hojas de vida',
    titulo: 'Búsqueda por palabra',
    ruta: '/busqueda-palabra',
    permiso: 'read_hojadevida',
    // Spec 03 §6 words this denial itself.
    aviso: MENSAJES.shell.sinPermisosBusqueda,
    procedimientos: [],
    pagina: lazy(() => import('../../busqueda/palabra/pagina')),
  },
  {
    grupo: 'Hojas de vida',
    titulo: 'Búsqueda por criterios',
    ruta: '/busqueda',
    permiso: 'read_hojadevida',
    procedimientos: [],
    pagina: lazy(() => import('../../busqueda/criterios/pagina')),
  },
  {
    grupo: 'Hojas de vida',
    titulo: 'Candidatos vetados',
    ruta: '/candidatos/vetados',
    permiso: 'add_candidatoclientevetado',
    procedimientos: ['vetados.listar'],
    pagina: lazy(() => import('../../candidatos/vetados/pagina')),
  },
  {
    titulo: 'Hoja de vida',
    ruta: '/hv/:candidatoId',
    permiso: 'read_hojadevida',
    procedimientos: [
      'hojasDeVida.resumen',
      'hojasDeVida.estadoNomina',
      'hojasDeVida.requisitosPersona',
      'hojasDeVida.pruebasDigitales',
      'hojasDeVida.procesos',
      // Opened from an order (`?pedido_id=`): the person's moves in it (the CV's hub bar).
      { ruta: 'candidatosPedido.listar', si: 'read_pedido' },
      'hojasDeVida.comentarios',
      'hojasDeVida.marcas',
      'hojasDeVida.tiposMarca',
      'datosPersonales.autorizaciones.deCandidato',
      'datosPersonales.accesos.recientes',
    ],
    pagina: lazy(() => import('../../hv/resumen/pagina')),
  },
  {
    // Spec 03 §2: opened from the CV summary in a window of its own, to check the identity data against the documents.
    titulo: 'Validación de documentos',
    ruta: '/hv/:candidatoId/validar-documentos',
    permiso: 'read_hojadevida',
    sinMenu: true,
    procedimientos: ['hojasDeVida.resumen', 'hojasDeVida.fotoRostro'],
    pagina: lazy(() => import('../../hv/validacion/pagina')),
  },
];
