import type { z } from 'zod';
import {
  columnasCatalogoAdmin,
  estadoEntradaCatalogo,
  type EntradaListaCatalogoAdmin,
  textoCampoCatalogo,
  type EntradaListarCatalogoAdmin,
  ETIQUETA_ACCION_AUDITORIA,
  resumenDetalleAuditoria,
  TIPO_DOCUMENTO_CLIENTE,
  type EntradaListarClientesAdmin,
  type FiltroAlmacenesAdmin,
  type FiltroAuditoria,
  type FiltroMercaderistasAdmin,
  type FiltroRegionesAdmin,
  type FiltroUsuarios,
} from '@talento/rules';
import { consultarAuditoria } from '../../dominios/administracion/auditoria/servicios/listar';
import { listarCatalogo } from '../../dominios/administracion/catalogos/servicios/catalogos';
import { listarClientesAdmin } from '../../dominios/administracion/clientes/servicios/lecturas';
import { listarAlmacenes } from '../../dominios/administracion/merchandising/servicios/almacenes';
import { listarMercaderistasAdmin } from '../../dominios/administracion/merchandising/servicios/mercaderistas';
import { listarRegiones } from '../../dominios/administracion/merchandising/servicios/regiones';
import { listarUsuarios } from '../../dominios/administracion/usuarios/servicios/listar';
import { defineExportacion } from '../definicion';

const estado = (activo: boolean, femenino = false) =>
  activo ? (femenino ? 'Activa' : 'Activo') : femenino ? 'Inactiva' : 'Inactivo';

/** A list the screen shows whole (capped by its own service): one read. */
const unaPagina = <T>(filas: readonly T[]) => ({ filas, hayMas: false });

/** /administracion/usuarios (the list answers at most MAXIMO_USUARIOS_LISTA). */
export const usuarios = defineExportacion({
  titulo: 'Usuarios',
  procedimiento: 'administracion.usuarios.listar',
  leer: async ({ em }, f: z.output<typeof FiltroUsuarios>) => unaPagina(await listarUsuarios(em, f)),
  columnas: [
    { titulo: 'Usuario', valor: (u) => u.username, ancho: 20 },
    { titulo: 'Nombre', valor: (u) => u.nombre, ancho: 28 },
    { titulo: 'Correo', valor: (u) => u.email, ancho: 30 },
    { titulo: 'Portal', valor: (u) => (u.tipo === 'cliente' ? 'Clientes' : 'Staff') },
    { titulo: 'Grupos', valor: (u) => u.grupos.join(', '), ancho: 30 },
    { titulo: 'Clientes', valor: (u) => u.clientes.join(', '), ancho: 30 },
    { titulo: 'Sucursal', valor: (u) => u.sucursal },
    { titulo: 'Último ingreso', valor: (u) => u.ultimoIngreso, formato: 'fechaHora', ancho: 18 },
    { titulo: 'Estado', valor: (u) => estado(u.activo) },
  ],
});

/** /administracion/clientes. */
export const clientes = defineExportacion({
  titulo: 'Clientes',
  procedimiento: 'administracion.clientes.listar',
  leer: async ({ em, usuario }, f: z.output<typeof EntradaListarClientesAdmin>, pagina) => {
    const r = await listarClientesAdmin(em, usuario.alcance, { ...f, pagina });
    return { filas: r.filas, hayMas: pagina < r.paginas };
  },
  columnas: [
    { titulo: 'Tipo', valor: (c) => TIPO_DOCUMENTO_CLIENTE.etiqueta(c.tipoDocumento) },
    { titulo: 'Documento', valor: (c) => c.documento, ancho: 16 },
    { titulo: 'Cliente', valor: (c) => c.nombre, ancho: 34 },
    { titulo: 'Ciudad', valor: (c) => c.ciudad },
    { titulo: 'Stock', valor: (c) => c.manejaStock },
    { titulo: 'Implementa pruebas', valor: (c) => c.implementacionPruebas },
    { titulo: 'Estado', valor: (c) => estado(c.activo) },
  ],
});

/** Audit rows a page of the export reads (the screen pages by 50). */
const PAGINA_AUDITORIA = 1000;

/** /administracion/auditoria: every row of the filters, newest first. */
export const auditoria = defineExportacion({
  titulo: 'Auditoría',
  procedimiento: 'administracion.auditoria.listar',
  leer: async ({ em }, f: z.output<typeof FiltroAuditoria>, pagina) => {
    const r = await consultarAuditoria(em, f, PAGINA_AUDITORIA, (pagina - 1) * PAGINA_AUDITORIA);
    return { filas: r.filas, hayMas: pagina * PAGINA_AUDITORIA < r.total };
  },
  columnas: [
    { titulo: 'Fecha', valor: (a) => a.fecha, formato: 'fechaHora', ancho: 18 },
    { titulo: 'Usuario', valor: (a) => a.usuario, ancho: 20 },
    { titulo: 'Acción', valor: (a) => ETIQUETA_ACCION_AUDITORIA[a.accion] ?? a.accion, ancho: 24 },
    { titulo: 'Recurso', valor: (a) => a.recurso, ancho: 20 },
    { titulo: 'Registro', valor: (a) => a.recursoId },
    { titulo: 'Dirección', valor: (a) => a.ip, ancho: 16 },
    { titulo: 'Detalle', valor: (a) => resumenDetalleAuditoria(a.detalle), ancho: 60 },
  ],
});

/** Administración › Merchandising › Almacenes (the list answers at most its `limite`). */
export const almacenes = defineExportacion({
  titulo: 'Almacenes',
  procedimiento: 'administracion.merchandising.almacenes',
  leer: async ({ em, usuario }, f: z.output<typeof FiltroAlmacenesAdmin>) =>
    unaPagina((await listarAlmacenes(em, usuario.alcance, f)).filas),
  columnas: [
    { titulo: 'Cliente', valor: (a) => a.cliente, ancho: 28 },
    { titulo: 'Almacén', valor: (a) => a.nombre, ancho: 28 },
    { titulo: 'Dirección', valor: (a) => a.direccion, ancho: 30 },
    { titulo: 'Ciudad', valor: (a) => a.ciudad },
    { titulo: 'Región', valor: (a) => a.region },
    { titulo: 'Latitud', valor: (a) => a.latitud, formato: 'numero' },
    { titulo: 'Longitud', valor: (a) => a.longitud, formato: 'numero' },
    { titulo: 'Estado', valor: (a) => estado(a.activo) },
  ],
});

/** Administración › Merchandising › Regiones. */
export const regiones = defineExportacion({
  titulo: 'Regiones',
  procedimiento: 'administracion.merchandising.regiones',
  leer: async ({ em, usuario }, f: z.output<typeof FiltroRegionesAdmin>) =>
    unaPagina(await listarRegiones(em, usuario.alcance, f)),
  columnas: [
    { titulo: 'Cliente', valor: (r) => r.cliente, ancho: 28 },
    { titulo: 'Región', valor: (r) => r.nombre, ancho: 24 },
    { titulo: 'Almacenes', valor: (r) => r.almacenIds.length, formato: 'numero' },
    { titulo: 'Estado', valor: (r) => estado(r.activo, true) },
  ],
});

/** Administración › Merchandising › Mercaderistas. */
export const mercaderistas = defineExportacion({
  titulo: 'Mercaderistas',
  procedimiento: 'administracion.merchandising.mercaderistas',
  leer: async ({ em, usuario }, f: z.output<typeof FiltroMercaderistasAdmin>) =>
    unaPagina(await listarMercaderistasAdmin(em, usuario.alcance, f)),
  columnas: [
    { titulo: 'Mercaderista', valor: (m) => m.nombre, ancho: 28 },
    { titulo: 'Usuario', valor: (m) => m.username, ancho: 20 },
    { titulo: 'Correo', valor: (m) => m.email, ancho: 30 },
    { titulo: 'Clientes', valor: (m) => m.clientes.join(', '), ancho: 30 },
    { titulo: 'Dispositivos activos', valor: (m) => m.dispositivosActivos, formato: 'numero' },
    { titulo: 'Visitas en la ruta semanal', valor: (m) => m.visitasSemana, formato: 'numero' },
  ],
});

/** /administracion/catalogos: the chosen catalogue with the screen's search applied, its own columns, then Estado. */
export const catalogos = defineExportacion({
  titulo: 'Catálogo',
  procedimiento: 'administracion.catalogos.listar',
  leer: async ({ em }, f: z.output<typeof EntradaListarCatalogoAdmin>) =>
    unaPagina((await listarCatalogo(em, f.catalogo, f.texto)).entradas),
  columnas: (f) => [
    ...columnasCatalogoAdmin(f.catalogo).map((campo) => ({
      titulo: campo.etiqueta,
      valor: (e: EntradaListaCatalogoAdmin) => textoCampoCatalogo(campo, e),
      ancho: 24,
    })),
    { titulo: 'Estado', valor: estadoEntradaCatalogo },
  ],
});
