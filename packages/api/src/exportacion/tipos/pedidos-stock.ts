import { ESTADO_PEDIDO, type FiltrosDashboardStock } from '@talento/rules';
import { dashboardStock } from '../../dominios/stock/pedidos/servicios/dashboard';
import type { ColumnaExportacion } from '../columnas';
import { defineExportacion } from '../definicion';

type Fila = Awaited<ReturnType<typeof dashboardStock>>['filas'][number];

const COLUMNAS: ColumnaExportacion<Fila>[] = [
  { titulo: 'Pedido', valor: (p) => p.id, formato: 'numero' },
  { titulo: 'Estado', valor: (p) => ESTADO_PEDIDO.etiqueta(p.estado), ancho: 16 },
  { titulo: 'Cliente', valor: (p) => p.cliente.nombre, ancho: 30 },
  { titulo: 'Perfil', valor: (p) => p.perfil, ancho: 28 },
  { titulo: 'Cargo', valor: (p) => p.nombreCargo, ancho: 28 },
  { titulo: 'Ciudades', valor: (p) => p.ciudades.join(', '), ancho: 24 },
  { titulo: 'Vacantes', valor: (p) => p.vacantes, formato: 'numero' },
  { titulo: 'Preseleccionados', valor: (p) => p.preseleccionados, formato: 'numero' },
  { titulo: 'Seleccionados', valor: (p) => p.seleccionados, formato: 'numero' },
  { titulo: 'Salario', valor: (p) => p.salario, formato: 'dinero' },
  { titulo: 'Fecha de solicitud', valor: (p) => p.fechaSolicitud, formato: 'fecha', ancho: 16 },
  { titulo: 'Fecha de aprobación', valor: (p) => p.fechaAprobacion, formato: 'fecha', ancho: 16 },
];

/**
 * /stock/pedidos-dashboard. Its service answers the newest LIMITE_DASHBOARD_STOCK orders and no page after them: the
 * export reads that one page (paging it is pending on the stock dashboard's own work).
 */
export const pedidosStockVigentes = defineExportacion({
  titulo: 'Pedidos stock',
  procedimiento: 'pedidosStock.dashboard',
  leer: async ({ em, usuario }, f: FiltrosDashboardStock) => ({
    filas: (await dashboardStock(em, usuario.alcance, { ...f, vista: 'vigentes' })).filas,
    hayMas: false,
  }),
  columnas: COLUMNAS,
});

export const pedidosStockCerrados = defineExportacion({
  titulo: 'Pedidos stock cancelados y terminados',
  procedimiento: 'pedidosStock.dashboardCerrados',
  leer: async ({ em, usuario }, f: FiltrosDashboardStock) => ({
    filas: (await dashboardStock(em, usuario.alcance, { ...f, vista: 'cerrados' })).filas,
    hayMas: false,
  }),
  columnas: COLUMNAS,
});
