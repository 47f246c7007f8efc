import { lazy } from 'react';
import type { Pantalla } from './tipos';

const formularioPerfil = lazy(() => import('../../perfiles/formulario/pagina'));

/** Perfiles (spec 02). */
export const PANTALLAS_PERFILES: readonly Pantalla[] = [
  {
    grupo: 'Perfiles',
    titulo: 'Perfiles por cliente',
    ruta: '/perfiles-cliente',
    permiso: 'read_perfilseleccion',
    procedimientos: [],
    pagina: lazy(() => import('../../perfiles/lista/pagina')),
  },
  {
    titulo: 'Crear perfil',
    ruta: '/perfil-create/:idPerfil?',
    permiso: 'add_perfilseleccion',
    procedimientos: ['perfiles.catalogos'],
    acciones: ['perfiles.crear'],
    pagina: formularioPerfil,
  },
  {
    titulo: 'Editar perfil',
    ruta: '/perfil-edit/:idPerfil',
    permiso: 'change_perfilseleccion',
    procedimientos: ['perfiles.catalogos', 'perfiles.obtener'],
    acciones: ['perfiles.editar'],
    pagina: formularioPerfil,
  },
  {
    titulo: 'Perfil',
    ruta: '/perfil/:idPerfil',
    permiso: 'read_perfilseleccion',
    procedimientos: ['perfiles.catalogos', 'perfiles.obtener'],
    pagina: lazy(() => import('../../perfiles/vista/pagina')),
  },
];
