import {
  ESTADO_PEDIDO,
  leerTarjetas,
  type FiltrosCerrados,
  type FiltrosVigentes,
  type TarjetaPedido,
} from '@talento/rules';
import { dashboardCerrados, dashboardVigentes } from '../../dominios/pedidos/servicios/dashboard';
import type { ColumnaExportacion } from '../columnas';
import { defineExportacion } from '../definicion';

/** Orders a page of the dashboards' export reads (the screen shows the first 80). */
const TAMANO = 500;
const pagina = (n: number) => ({ limite: TAMANO, desplazamiento: (n - 1) * TAMANO });

/** What each order card shows, as columns. */
const COLUMNAS: ColumnaExportacion<TarjetaPedido>[] = [
  { titulo: 'Pedido', valor: (t) => t.id, formato: 'numero' },
  { titulo: 'Estado', valor: (t) => ESTADO_PEDIDO.etiqueta(t.estado), ancho: 16 },
  { titulo: 'Cliente', valor: (t) => t.clienteNombre, ancho: 30 },
  { titulo: 'Documento del cliente', valor: (t) => t.clienteNumeroDocumento, ancho: 16 },
  { titulo: 'Cargo', valor: (t) => t.cargo, ancho: 28 },
  { titulo: 'Ciudad', valor: (t) => t.ciudad },
  { titulo: 'Sucursal', valor: (t) => t.sucursal },
  { titulo: 'Tipo de pedido', valor: (t) => t.tipoPedido, ancho: 16 },
  { titulo: 'Fecha de solicitud', valor: (t) => t.fechaSolicitud, formato: 'fecha', ancho: 16 },
  { titulo: 'Fecha de ingreso', valor: (t) => t.fechaIngreso, formato: 'fecha', ancho: 16 },
  { titulo: 'Vacantes', valor: (t) => t.vacantes, formato: 'numero' },
  { titulo: 'Vacantes cumplidas', valor: (t) => t.vacantesCumplidas, formato: 'numero' },
  { titulo: 'Preseleccionados', valor: (t) => t.preseleccionados, formato: 'numero' },
  { titulo: 'Seleccionados', valor: (t) => t.seleccionados, formato: 'numero' },
  { titulo: 'Días de búsqueda', valor: (t) => t.diasBusqueda, formato: 'numero' },
  { titulo: 'Días transcurridos', valor: (t) => t.diasTranscurridos, formato: 'numero' },
  { titulo: 'Días restantes', valor: (t) => t.diasRestantes, formato: 'numero' },
  { titulo: 'Salario', valor: (t) => t.salario, formato: 'dinero' },
  { titulo: 'Creado por', valor: (t) => t.creador, ancho: 24 },
  { titulo: 'Encargado', valor: (t) => t.encargado, ancho: 24 },
];

/** /pedidos-dashboard: every current order the filters select (quick filters included), newest first. */
export const pedidosVigentes = defineExportacion({
  titulo: 'Pedidos vigentes',
  procedimiento: 'pedidos.dashboard',
  leer: async ({ em, usuario, ahora }, f: FiltrosVigentes, n) => {
    const r = await dashboardVigentes(em, usuario, f, ahora, pagina(n));
    return { filas: leerTarjetas(r.tarjetasJson), hayMas: r.hayMas };
  },
  columnas: COLUMNAS,
});

/** /pedidos-dashboard/cancelados-terminados: with the closing date. */
export const pedidosCerrados = defineExportacion({
  titulo: 'Pedidos cancelados y terminados',
  procedimiento: 'pedidos.dashboardCerrados',
  leer: async ({ em, usuario, ahora }, f: FiltrosCerrados, n) => {
    const r = await dashboardCerrados(em, usuario.alcance, f, ahora, pagina(n));
    return { filas: leerTarjetas(r.tarjetasJson), hayMas: r.hayMas };
  },
  columnas: [
    ...COLUMNAS,
    { titulo: 'Fecha de cierre', valor: (t) => t.fechaCierre, formato: 'fecha', ancho: 16 },
  ],
});
