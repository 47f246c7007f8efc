import { formatoFechaHora, MENSAJES_FAC } from '@talento/rules';
import { columnasDe, Tabla } from '@talento/ui';
import { trpc } from '../../trpc';
import type { TrazaFac } from '../tipos';

const c = columnasDe<TrazaFac>();
const COLUMNAS = c.columns([
  c.accessor('accionEtiqueta', { header: 'Acción', meta: { claseCelda: 'font-medium' } }),
  c.accessor('campo', {
    header: 'Campo',
    cell: ({ row: { original: t } }) => (
      <>
        {t.campo}
        {t.campoId !== null && <span className="text-xs text-slate-600"> #{t.campoId}</span>}
      </>
    ),
  }),
  c.accessor('antes', {
    header: 'Antes',
    meta: { claseCelda: 'text-slate-600' },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  c.accessor('despues', { header: 'Después', cell: ({ getValue }) => getValue() ?? '—' }),
  c.accessor('usuario', { header: 'Usuario', cell: ({ getValue }) => getValue() ?? '—' }),
  c.accessor('createdAt', {
    header: 'Fecha',
    meta: { claseCelda: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatoFechaHora(getValue()),
  }),
]);
const idTraza = (t: TrazaFac) => String(t.id);

/** The change trace of a group: action, field, before/after, user and date, newest first. */
export function TablaTrazas({ id }: { id: number }) {
  const trazas = trpc.fac.trazas.useQuery({ id });
  return (
    <Tabla
      etiqueta="Trazabilidad"
      columnas={COLUMNAS}
      datos={trazas.data}
      cargando={trazas.isLoading}
      vacio={MENSAJES_FAC.sinTrazas}
      idFila={idTraza}
      marco={false}
    />
  );
}
