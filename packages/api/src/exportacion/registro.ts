import type { FiltrosDe } from './definicion';
import {
  almacenes,
  auditoria,
  catalogos,
  clientes,
  mercaderistas,
  regiones,
  usuarios,
} from './tipos/administracion';
import { busquedaCriterios, busquedaPalabra } from './tipos/busqueda';
import { citas } from './tipos/citas';
import { misPedidosCliente } from './tipos/cliente-portal';
import { novedades } from './tipos/novedades';
import { ordenesContratacion } from './tipos/ordenes-contratacion';
import { pedidosCerrados, pedidosVigentes } from './tipos/pedidos';
import { pedidosStockCerrados, pedidosStockVigentes } from './tipos/pedidos-stock';
import {
  candidatosCategoria,
  categoriasStock,
  clientesStock,
  reporteStock,
  stockPorCliente,
} from './tipos/stock';
import { vetados } from './tipos/vetados';

/**
 * Every list that "Exportar" serves, by kind (the name in the URL and in the audit row). One entry per list: the list
 * procedure whose access and filters it shares, its reader and its columns (definicion.ts).
 */
export const EXPORTACIONES = {
  pedidosVigentes,
  pedidosCerrados,
  pedidosStockVigentes,
  pedidosStockCerrados,
  busquedaPalabra,
  busquedaCriterios,
  vetados,
  citas,
  novedades,
  ordenesContratacion,
  usuarios,
  clientes,
  auditoria,
  catalogos,
  almacenes,
  regiones,
  mercaderistas,
  stockPorCliente,
  reporteStock,
  clientesStock,
  categoriasStock,
  candidatosCategoria,
  misPedidosCliente,
};

export type TipoExportacion = keyof typeof EXPORTACIONES;

/** The filters each kind takes (its list procedure's input without the page), for the portals' "Exportar" button. */
export type EntradasExportacion = {
  [K in TipoExportacion]: FiltrosDe<(typeof EXPORTACIONES)[K]['procedimiento']>;
};
