import { claves, defineCatalogo } from '../catalogo';

/** State of an import batch: analysed (dry run) → queued → applying → finished | cancelled | failed; → undone. */
const estadoLote = [
  { valor: 0, clave: 'ANALIZADO', etiqueta: 'Revisado (sin importar)' },
  { valor: 1, clave: 'EN_COLA', etiqueta: 'En cola' },
  { valor: 2, clave: 'APLICANDO', etiqueta: 'Importando' },
  { valor: 3, clave: 'TERMINADO', etiqueta: 'Terminado' },
  { valor: 4, clave: 'CANCELADO', etiqueta: 'Cancelado' },
  { valor: 5, clave: 'ERROR', etiqueta: 'Error' },
  { valor: 6, clave: 'DESHECHO', etiqueta: 'Deshecho' },
  { valor: 7, clave: 'DESCARTADO', etiqueta: 'Descartado' },
] as const;
export const ESTADO_LOTE = defineCatalogo(estadoLote);
export const EstadoLote = claves(estadoLote);

/** What the dry run decided for a row. */
const accionFila = [
  { valor: 0, clave: 'NUEVO', etiqueta: 'Nuevo' },
  { valor: 1, clave: 'ACTUALIZAR', etiqueta: 'Actualiza' },
  { valor: 2, clave: 'SIN_CAMBIOS', etiqueta: 'Sin cambios' },
  { valor: 3, clave: 'RECHAZADA', etiqueta: 'Rechazada' },
  { valor: 4, clave: 'REEMPLAZADA', etiqueta: 'Repetida (vale la última)' },
  { valor: 5, clave: 'CONSERVADO', etiqueta: 'Cambiado después en el sistema (se conserva)' },
] as const;
export const ACCION_FILA = defineCatalogo(accionFila);
export const AccionFila = claves(accionFila);

/** A batch can be undone within these days of finishing. */
export const DIAS_DESHACER_LOTE = 30;
/** Rows a batch applies per transaction (progress and cancellation are checked between them). */
export const FILAS_POR_TANDA = 2000;
