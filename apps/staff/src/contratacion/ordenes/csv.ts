import { formatoFecha } from '@talento/rules';
import type { ColumnaCsv } from '@talento/ui';
import { textoEstado, textoLlamada, type FilaColaOrden } from './formato';

/** The export of the hiring-order queue: the list's columns, as shown. */
export const COLUMNAS_CSV_ORDENES: readonly ColumnaCsv<FilaColaOrden>[] = [
  { titulo: 'Persona', valor: (f) => f.nombre },
  { titulo: 'Documento', valor: (f) => f.numeroDocumento },
  { titulo: 'Cliente', valor: (f) => f.cliente },
  { titulo: 'Pedido', valor: (f) => f.pedidoId },
  { titulo: 'Orden', valor: (f) => f.consecutivo ?? '' },
  { titulo: 'Cargo', valor: (f) => f.cargo },
  { titulo: 'Fecha de ingreso', valor: (f) => (f.fechaIngreso ? formatoFecha(f.fechaIngreso) : '') },
  { titulo: 'Estado', valor: textoEstado },
  { titulo: 'Último envío al ERP', valor: (f) => textoLlamada(f.ultimaLlamada) },
];
