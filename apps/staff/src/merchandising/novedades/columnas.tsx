import { formatoFechaHora, ESTADO_NOVEDAD } from '@talento/rules';
import { columnasDe } from '@talento/ui';
import { InsigniaNovedad } from './insignia';
import type { FilaNovedad } from './tipos';

const c = columnasDe<FilaNovedad>();
const ENLACE = 'text-left text-sm font-medium text-marca-700 underline hover:text-marca-800';

/**
 * Date, category, novelty, user, store, explanation, state and "Ver solución" (spec 03 §2). With change_novedad
 * the state is a button that opens the update modal; without it, a read-only label.
 */
export function columnasNovedad({
  puedeCambiar,
  onVer,
  onActualizar,
}: {
  puedeCambiar: boolean;
  onVer: (f: FilaNovedad) => void;
  onActualizar: (f: FilaNovedad) => void;
}) {
  return c.columns([
    c.accessor('fecha', { header: 'Fecha', cell: ({ getValue }) => formatoFechaHora(getValue()) }),
    c.accessor('tipo', { header: 'Categoría' }),
    c.accessor('subtipo', { header: 'Novedad' }),
    c.accessor('usuario', { header: 'Usuario' }),
    c.accessor('almacen', { header: 'Almacén' }),
    c.accessor('texto', { header: 'Explicación' }),
    c.accessor('estado', {
      header: 'Estado',
      cell: ({ row: { original: f } }) =>
        puedeCambiar ? (
          <button
            type="button"
            className="rounded-full focus-visible:outline-2 focus-visible:outline-marca-700"
            aria-label={`Actualizar novedad ${f.id}: ${ESTADO_NOVEDAD.etiqueta(f.estado)}`}
            onClick={() => onActualizar(f)}
          >
            <InsigniaNovedad estado={f.estado} />
          </button>
        ) : (
          <InsigniaNovedad estado={f.estado} />
        ),
    }),
    c.display({
      id: 'solucion',
      header: 'Solución',
      cell: ({ row: { original: f } }) => (
        <button
          type="button"
          className={ENLACE}
          aria-label={`Ver solución de la novedad ${f.id}`}
          onClick={() => onVer(f)}
        >
          Ver solución
        </button>
      ),
    }),
  ]);
}
