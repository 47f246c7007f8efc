import {
  constructSortFn,
  createColumnHelper,
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** What a column may ask of `Tabla` besides TanStack's own options. */
export interface MetaColumna {
  /** Numbers and money read better right-aligned. */
  alinear?: 'derecha';
  /** Extra classes of the column's cells (not of its header: one header style for every table). */
  claseCelda?: string;
  /** The cell's label on a phone card (`tarjetasEnTelefono`) when the header is not plain text. */
  etiquetaTarjeta?: string;
}

// A phantom value: only its type matters (it types `meta` of every column).
const META_COLUMNA: MetaColumna = {};

const coteja = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/**
 * Spanish text order (accents beside their letter, "Pedido 2" before "Pedido 10"). TanStack's built-in
 * text comparators order by code unit, which puts "Álvarez" after "Zapata". Empty values go last.
 */
const textoEspanol = constructSortFn({
  sort: (a: string | null | undefined, b: string | null | undefined) => coteja.compare(a ?? '', b ?? ''),
});

/** The one feature set of every table: sorting (client side) and row selection; nothing else is bundled. */
export const caracteristicasTabla = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: textoEspanol, alphanumeric: textoEspanol, datetime: sortFn_datetime, basic: sortFn_basic },
  columnMeta: META_COLUMNA,
});

export type CaracteristicasTabla = typeof caracteristicasTabla;

/** Column definitions of a `Tabla` whose rows are `T`. */
export type ColumnasTabla<T extends RowData> = ColumnDef<CaracteristicasTabla, T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- each column keeps its own value type

/**
 * Column helper bound to the table's features: `const c = columnasDe<Fila>(); c.columns([c.accessor('id', { header: 'N.º' })])`.
 * Sorting follows the accessor's value, so accessors return sortable values (numbers, ISO dates) and `cell` formats them.
 */
export function columnasDe<T extends RowData>() {
  return createColumnHelper<CaracteristicasTabla, T>();
}
