import type { ReactNode } from 'react';
import { FlexRender, type Column, type Row, type RowData } from '@tanstack/react-table';
import { Spinner } from '../spinner';
import type { CaracteristicasTabla } from './caracteristicas';

/** Where a `Tabla` with `tarjetasEnTelefono` shows cards: below 640 px, as the client portal's candidate cards. */
export const CONSULTA_TELEFONO = '(max-width: 639px)';

/** A column's label on a card: `meta.etiquetaTarjeta`, else its header when that is text; none for actions. */
function etiquetaDe<T extends RowData>(
  columna: Column<CaracteristicasTabla, T, unknown>,
): string | undefined {
  const { header, meta } = columna.columnDef;
  return meta?.etiquetaTarjeta ?? (typeof header === 'string' && header !== '' ? header : undefined);
}

/**
 * The rows of a `Tabla` as one card per row on a phone (a table there hides its last columns off-screen): each cell
 * under its column's label, cells without a label (actions, checkboxes) in a row at its foot. Same rows, order, test ids
 * and empty / loading states as the table.
 */
export function TarjetasTabla<T extends RowData>({
  etiqueta,
  filas,
  primeraCarga,
  cargando,
  vacio,
  testIdFila,
}: {
  etiqueta: string;
  filas: Row<CaracteristicasTabla, T>[];
  primeraCarga: boolean;
  cargando: boolean;
  vacio: ReactNode;
  testIdFila: ((fila: T) => string) | undefined;
}) {
  if (primeraCarga)
    return (
      <p className="flex items-center gap-2 px-3 py-6 text-slate-600">
        <Spinner /> <span aria-hidden="true">Cargando…</span>
      </p>
    );
  if (filas.length === 0) return <p className="px-3 py-6 text-center text-slate-600">{vacio}</p>;
  return (
    <ul aria-label={etiqueta} aria-busy={cargando || undefined} className="flex flex-col gap-3">
      {filas.map((row) => (
        <li
          key={row.id}
          data-fila=""
          data-testid={testIdFila?.(row.original)}
          className={`rounded-lg border border-slate-200 p-4 shadow-sm ${row.getIsSelected() ? 'bg-marca-50' : 'bg-white'}`}
        >
          <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm text-slate-800">
            {row.getAllCells().map((cell) => {
              const nombre = etiquetaDe(cell.column);
              return nombre === undefined ? null : (
                <div key={cell.id} className="contents">
                  <dt className="text-slate-600">{nombre}</dt>
                  <dd className="min-w-0 break-words">
                    <FlexRender cell={cell} />
                  </dd>
                </div>
              );
            })}
          </dl>
          {row.getAllCells().some((cell) => etiquetaDe(cell.column) === undefined) && (
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              {row
                .getAllCells()
                .map((cell) =>
                  etiquetaDe(cell.column) === undefined ? <FlexRender key={cell.id} cell={cell} /> : null,
                )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
