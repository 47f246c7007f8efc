import { FlexRender, type Header, type RowData } from '@tanstack/react-table';
import type { CaracteristicasTabla } from './caracteristicas';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** One column header; a sortable one holds a button and tells assistive technology its order (aria-sort). */
export function Encabezado<T extends RowData>({
  header,
}: {
  header: Header<CaracteristicasTabla, T, unknown>;
}) {
  const columna = header.column;
  const derecha = columna.columnDef.meta?.alinear === 'derecha';
  const clase = `sticky top-0 z-10 border-b border-slate-300 bg-slate-100 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-700 ${derecha ? 'text-right' : 'text-left'}`;
  if (header.isPlaceholder) return <th scope="col" className={clase} />;
  if (!columna.getCanSort()) {
    return (
      <th scope="col" className={clase}>
        <FlexRender header={header} />
      </th>
    );
  }
  const orden = columna.getIsSorted();
  return (
    <th scope="col" className={clase} aria-sort={orden ? ARIA_SORT[orden] : 'none'}>
      <button
        type="button"
        onClick={columna.getToggleSortingHandler()}
        className={`inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-marca-600 ${derecha ? 'flex-row-reverse' : ''}`}
      >
        <FlexRender header={header} />
        <FlechaOrden orden={orden} />
      </button>
    </th>
  );
}

/** Arrow drawn as SVG (no text), so the header's name and text stay exactly its label. */
function FlechaOrden({ orden }: { orden: false | 'asc' | 'desc' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 10 12"
      className={`h-3 w-2.5 ${orden ? 'text-slate-800' : 'text-slate-400'}`}
    >
      {orden !== 'desc' && <path d="M5 1 9 5H1z" fill="currentColor" />}
      {orden !== 'asc' && <path d="M5 11 1 7h8z" fill="currentColor" />}
    </svg>
  );
}
