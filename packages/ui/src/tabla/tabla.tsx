import { useMemo, type ReactNode } from 'react';
import {
  FlexRender,
  functionalUpdate,
  useTable,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { Spinner } from '../spinner';
import { useConsultaMedios } from '../use-consulta-medios';
import { caracteristicasTabla, type ColumnasTabla } from './caracteristicas';
import { columnaSeleccion } from './columna-seleccion';
import { Encabezado } from './encabezado';
import { moverFocoEntreFilas } from './mover-foco';
import { CONSULTA_TELEFONO, TarjetasTabla } from './tarjetas';

/** Optional row selection: the parent owns the selected ids (to act on them and to clear them after acting). */
export interface SeleccionTabla<T> {
  ids: readonly string[];
  onCambiar: (ids: string[]) => void;
  /** Names each checkbox ("Seleccionar Ana Pérez"); keep it stable (module scope or useCallback). */
  etiquetaFila: (fila: T) => string;
  /** Rows that may not be selected (e.g. the action does not apply to them). */
  seleccionable?: (fila: T) => boolean;
}

export interface TablaProps<T extends RowData> {
  /** Accessible name of the table and of its scrollable box. */
  etiqueta: string;
  /** Column definitions made with `columnasDe<T>()`, stable between renders (module scope or useMemo). */
  columnas: ColumnasTabla<T>;
  datos: readonly T[] | undefined;
  /** Stable row id (selection, React keys); defaults to the position. */
  idFila?: (fila: T, indice: number) => string;
  /** First load: a "Cargando" row; with rows already shown, the table is only marked busy. */
  cargando?: boolean;
  /** Shown in place of the rows when there are none. */
  vacio?: ReactNode;
  /** Client-side sorting by header click; off for server-paged lists, where a page's order would mislead. */
  ordenable?: boolean;
  ordenInicial?: SortingState;
  /**
   * Server-side sorting by header click (a paged list): the parent owns the order and asks the server for it; the
   * table only shows it and reports clicks. Columns the server cannot sort say `enableSorting: false`.
   */
  ordenServidor?: { orden: SortingState; onCambiar: (orden: SortingState) => void };
  seleccion?: SeleccionTabla<T>;
  /** Cells of a footer row (totals), in column order. */
  pie?: ReactNode[];
  /** Test id of each row (the e2e specs find rows by it). */
  testIdFila?: (fila: T) => string;
  /** The box scrolls inside 70 % of the viewport so the sticky header stays in sight; off for short tables. */
  altoLimitado?: boolean;
  /** Border and rounded corners; off when the table sits inside a card that already has them. */
  marco?: boolean;
  /**
   * Below 640 px, one card per row (each cell under its column's label) instead of a table whose last columns would
   * sit off-screen. Sorting headers and the footer row are the table's only.
   */
  tarjetasEnTelefono?: boolean;
}

const SIN_DATOS: readonly never[] = [];
const SIN_ORDEN: SortingState = [];

/**
 * The one data table of both portals (TanStack Table): dense rows, one header style, sortable headers with
 * aria-sort, a sticky header, a focusable scroll box (keyboard users scroll it and move between rows with the
 * arrows), empty and loading states and optional checkbox selection.
 */
export function Tabla<T extends RowData>({
  etiqueta,
  columnas,
  datos,
  idFila,
  cargando = false,
  vacio = 'No hay registros.',
  ordenable = true,
  ordenInicial = SIN_ORDEN,
  ordenServidor,
  seleccion,
  pie,
  testIdFila,
  altoLimitado = true,
  marco = true,
  tarjetasEnTelefono = false,
}: TablaProps<T>) {
  const comoTarjetas = useConsultaMedios(tarjetasEnTelefono ? CONSULTA_TELEFONO : null);
  const etiquetaFila = seleccion?.etiquetaFila;
  const todas = useMemo(
    () => (etiquetaFila ? [columnaSeleccion(etiquetaFila), ...columnas] : columnas),
    [columnas, etiquetaFila],
  );
  const ids = seleccion?.ids;
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((ids ?? []).map((id) => [id, true])),
    [ids],
  );
  const seleccionable = seleccion?.seleccionable;

  const table = useTable({
    features: caracteristicasTabla,
    columns: todas,
    data: datos ?? (SIN_DATOS as readonly T[]),
    getRowId: idFila ? (fila, indice) => idFila(fila, indice) : undefined,
    enableSorting: ordenable || ordenServidor !== undefined,
    // Every column starts ascending (TanStack starts numbers descending): one predictable first click.
    sortDescFirst: false,
    initialState: { sorting: ordenInicial },
    // Sorted by the server: the rows come in order, a click asks for another one, and there is always an order.
    ...(ordenServidor
      ? {
          manualSorting: true,
          enableSortingRemoval: false,
          onSortingChange: (cambio) => ordenServidor.onCambiar(functionalUpdate(cambio, ordenServidor.orden)),
        }
      : {}),
    enableRowSelection: seleccion ? (seleccionable ? (row) => seleccionable(row.original) : true) : false,
    state: { rowSelection, ...(ordenServidor ? { sorting: ordenServidor.orden } : {}) },
    onRowSelectionChange: (cambio) => {
      const nueva = functionalUpdate(cambio, rowSelection);
      seleccion?.onCambiar(Object.keys(nueva).filter((id) => nueva[id]));
    },
  });

  const filas = table.getRowModel().rows;
  const columnasVisibles = todas.length;
  const primeraCarga = cargando && filas.length === 0;

  if (comoTarjetas)
    return (
      <TarjetasTabla
        etiqueta={etiqueta}
        filas={filas}
        primeraCarga={primeraCarga}
        cargando={cargando}
        vacio={vacio}
        testIdFila={testIdFila}
      />
    );
  return (
    <div
      role="group"
      aria-label={etiqueta}
      tabIndex={0}
      onKeyDown={moverFocoEntreFilas}
      className={`overflow-auto bg-white focus-visible:outline-2 focus-visible:outline-marca-600 print:max-h-none print:overflow-visible ${marco ? 'rounded-lg border border-slate-200' : ''} ${altoLimitado ? 'max-h-[70vh]' : ''}`}
    >
      {/* Refreshing rows already shown: a bar above them, never faded text (a faded row fails contrast while it lasts). */}
      {cargando && !primeraCarga && (
        <div aria-hidden="true" className="sticky top-0 z-20 h-0.5 w-full animate-pulse bg-marca-500" />
      )}
      <table
        aria-label={etiqueta}
        aria-busy={cargando || undefined}
        className="min-w-full border-separate border-spacing-0 text-sm text-slate-800"
      >
        <thead>
          {table.getHeaderGroups().map((grupo) => (
            <tr key={grupo.id}>
              {grupo.headers.map((header) => (
                <Encabezado key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {primeraCarga ? (
            <tr>
              <td colSpan={columnasVisibles} className="px-3 py-6 text-center text-slate-600">
                <span className="inline-flex items-center gap-2">
                  <Spinner /> <span aria-hidden="true">Cargando…</span>
                </span>
              </td>
            </tr>
          ) : filas.length === 0 ? (
            <tr>
              <td colSpan={columnasVisibles} className="px-3 py-6 text-center text-slate-600">
                {vacio}
              </td>
            </tr>
          ) : (
            filas.map((row) => (
              <tr
                key={row.id}
                data-fila=""
                data-testid={testIdFila?.(row.original)}
                tabIndex={-1}
                className={`focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-marca-600 ${row.getIsSelected() ? 'bg-marca-50' : 'hover:bg-slate-50'}`}
              >
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={`border-t border-slate-100 px-3 py-1.5 align-top ${meta?.alinear === 'derecha' ? 'text-right tabular-nums' : ''} ${meta?.claseCelda ?? ''}`}
                    >
                      <FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
        {pie && filas.length > 0 && (
          <tfoot>
            <tr className="font-semibold">
              {seleccion && <td className="border-t border-slate-300 px-3 py-1.5" />}
              {pie.map((celda, i) => (
                <td
                  key={i}
                  className={`border-t border-slate-300 px-3 py-1.5 ${columnas[i]?.meta?.alinear === 'derecha' ? 'text-right tabular-nums' : ''}`}
                >
                  {celda}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
