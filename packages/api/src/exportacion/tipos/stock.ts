import type { z } from 'zod';
import {
  etiquetaNivelStock,
  formatoNumero,
  type EntradaListarCandidatosCategoria,
  type EntradaListarCategoriasStock,
  type EntradaListarClientesStock,
  type EntradaListarPerfilesStock,
  type EntradaReporteStock,
} from '@talento/rules';
import { listarCandidatosCategoria } from '../../dominios/stock/candidatos-categoria/servicios/candidatos-categoria-lista';
import { listarCategorias } from '../../dominios/stock/categorias/servicio';
import { listarClientesStock } from '../../dominios/stock/clientes/servicio';
import { listarPerfilesStock } from '../../dominios/stock/perfiles/servicios/listar';
import { reporteStockPorNivel } from '../../dominios/stock/perfiles/servicios/reporte';
import { defineExportacion } from '../definicion';

/** /stock/cliente: the stock profiles of the client and city filters. */
export const stockPorCliente = defineExportacion({
  titulo: 'Stock por cliente',
  procedimiento: 'stockPerfiles.listar',
  leer: async ({ em, usuario, ahora }, f: z.output<typeof EntradaListarPerfilesStock>, pagina) => {
    const r = await listarPerfilesStock(em, usuario.alcance, { ...f, pagina }, ahora);
    return { filas: r.filas, hayMas: pagina < r.paginas };
  },
  columnas: [
    { titulo: 'Cliente', valor: (f) => f.cliente.nombre, ancho: 30 },
    { titulo: 'Perfil', valor: (f) => f.perfil.nombre, ancho: 28 },
    { titulo: 'Ciudad', valor: (f) => f.ciudad.nombre },
    { titulo: 'Vigencia (días)', valor: (f) => f.vigencia, formato: 'numero' },
    { titulo: 'Alto / medio / bajo', valor: (f) => `${f.meta} / ${f.media} / ${f.baja}`, ancho: 18 },
    { titulo: 'Candidatos', valor: (f) => f.candidatos, formato: 'numero' },
    { titulo: 'Nivel', valor: (f) => etiquetaNivelStock(f.nivel) },
    { titulo: 'Recalculado el', valor: (f) => f.nivelCalculadoEn, formato: 'fechaHora', ancho: 18 },
    { titulo: 'Cumplimiento (%)', valor: (f) => f.cumplimiento, formato: 'numero' },
    { titulo: 'Próximos a vencer', valor: (f) => f.proximos, formato: 'numero' },
  ],
});

/** The "Reporte de stock por nivel" of /stock/cliente (one row per client: the list is whole). */
export const reporteStock = defineExportacion({
  titulo: 'Reporte de stock por nivel',
  procedimiento: 'stockPerfiles.reporte',
  leer: async ({ em, usuario }, f: z.output<typeof EntradaReporteStock>) => ({
    filas: await reporteStockPorNivel(em, usuario.alcance, f),
    hayMas: false,
  }),
  columnas: [
    { titulo: 'Cliente', valor: (f) => f.cliente, ancho: 30 },
    { titulo: 'Alto', valor: (f) => f.alto, formato: 'numero' },
    { titulo: 'Medio', valor: (f) => f.medio, formato: 'numero' },
    { titulo: 'Bajo', valor: (f) => f.bajo, formato: 'numero' },
    { titulo: 'Muy bajo', valor: (f) => f.muyBajo, formato: 'numero' },
    { titulo: 'Total', valor: (f) => f.total, formato: 'numero' },
  ],
});

/** /stock/cliente-list. */
export const clientesStock = defineExportacion({
  titulo: 'Clientes en stock',
  procedimiento: 'stockClientes.listar',
  leer: async ({ em, usuario }, f: EntradaListarClientesStock, pagina) => {
    const r = await listarClientesStock(em, usuario.alcance, { ...f, pagina });
    return { filas: r.filas, hayMas: pagina < r.paginas };
  },
  columnas: [
    { titulo: 'NIT', valor: (c) => c.numeroDocumento, ancho: 16 },
    { titulo: 'Cliente', valor: (c) => c.nombre, ancho: 30 },
    { titulo: 'Implementa pruebas', valor: (c) => c.implementacionPruebas },
    { titulo: 'Habilitado por', valor: (c) => c.usuario, ancho: 20 },
    { titulo: 'Fecha', valor: (c) => c.fechaManejaStock, formato: 'fecha' },
  ],
});

/** /stock/categoria-list (every category: the list is whole). */
export const categoriasStock = defineExportacion({
  titulo: 'Categorías',
  procedimiento: 'categoriasStock.listar',
  leer: async ({ em }, f: z.output<typeof EntradaListarCategoriasStock>) => ({
    filas: await listarCategorias(em, f.estado),
    hayMas: false,
  }),
  columnas: [
    { titulo: 'Nombre', valor: (c) => c.nombre, ancho: 28 },
    { titulo: 'Vigencia (días)', valor: (c) => c.vigencia, formato: 'numero' },
    { titulo: 'Estado', valor: (c) => c.estadoEtiqueta },
    { titulo: 'Candidatos activos', valor: (c) => c.candidatosActivos, formato: 'numero' },
    { titulo: 'Actualizada', valor: (c) => c.actualizada, formato: 'fecha' },
  ],
});

/** /stock/categoria: the people held in the category and validity filters. */
export const candidatosCategoria = defineExportacion({
  titulo: 'Candidatos por categoría',
  procedimiento: 'candidatosCategoria.listar',
  leer: async ({ em, ahora }, f: EntradaListarCandidatosCategoria, pagina) => {
    const r = await listarCandidatosCategoria(em, { ...f, pagina }, ahora);
    return { filas: r.filas, hayMas: pagina < r.paginas };
  },
  columnas: [
    { titulo: 'Documento', valor: (c) => c.numeroDocumento },
    { titulo: 'Candidato', valor: (c) => c.nombre, ancho: 30 },
    { titulo: 'Categoría', valor: (c) => c.categoria, ancho: 24 },
    { titulo: 'Ciudad', valor: (c) => c.ciudad },
    { titulo: 'Hoja de vida (%)', valor: (c) => c.porcentajeHv, formato: 'numero' },
    { titulo: 'Producto', valor: (c) => c.estadoProductoEtiqueta, ancho: 18 },
    { titulo: 'Puntaje', valor: (c) => c.puntajeGlobal, formato: 'numero' },
    {
      titulo: 'Pruebas',
      valor: (c) =>
        c.pruebas.map((p) => `${p.codigo} ${p.puntaje === null ? '—' : formatoNumero(p.puntaje)}`).join(', '),
      ancho: 30,
    },
    { titulo: 'Vence', valor: (c) => c.vigenciaCategoria, formato: 'fecha' },
    { titulo: 'Días restantes', valor: (c) => c.diasRestantes, formato: 'numero' },
  ],
});
