import { lazy } from 'react';
import type { Pantalla } from './tipos';

/** Administración (users, groups, audit, clients, catalogues, yearly values, merchandising set-up). */
export const PANTALLAS_ADMINISTRACION: readonly Pantalla[] = [
  {
    grupo: 'Administración',
    titulo: 'Usuarios',
    ruta: '/administracion/usuarios',
    permiso: 'admin_usuarios',
    procedimientos: ['administracion.usuarios.listar', 'administracion.usuarios.opciones'],
    pagina: lazy(() => import('../../administracion/usuarios/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Grupos y permisos',
    ruta: '/administracion/grupos',
    permiso: 'admin_grupos',
    procedimientos: ['administracion.grupos.listar'],
    pagina: lazy(() => import('../../administracion/grupos/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Auditoría',
    ruta: '/administracion/auditoria',
    permiso: 'read_auditoria',
    procedimientos: ['administracion.auditoria.listar'],
    pagina: lazy(() => import('../../administracion/auditoria/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Clientes',
    ruta: '/administracion/clientes',
    permiso: 'admin_clientes',
    procedimientos: ['administracion.clientes.listar'],
    pagina: lazy(() => import('../../administracion/clientes/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Catálogos',
    ruta: '/administracion/catalogos',
    permiso: 'admin_catalogos',
    procedimientos: ['administracion.catalogos.listar'],
    pagina: lazy(() => import('../../administracion/catalogos/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Valores anuales',
    ruta: '/administracion/valores',
    permiso: 'admin_valores',
    procedimientos: ['administracion.valores.listar', 'administracion.valores.configuracionPedidos'],
    pagina: lazy(() => import('../../administracion/valores/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Merchandising',
    ruta: '/administracion/merchandising',
    permiso: 'admin_merchandising',
    procedimientos: ['administracion.merchandising.almacenes'],
    pagina: lazy(() => import('../../administracion/merchandising/pagina')),
  },
  {
    grupo: 'Administración',
    titulo: 'Importar datos',
    ruta: '/administracion/importar',
    permiso: 'importar_datos',
    procedimientos: ['importacion.lotes'],
    acciones: ['importacion.analizar', 'importacion.confirmar'],
    pagina: lazy(() => import('../../administracion/importar/pagina')),
  },
];
