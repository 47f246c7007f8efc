import { formatoFechaHora, MENSAJES_FAC } from '@talento/rules';
import { EstadoVacio, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';

/** The change trace of a group: action, field, before/after, user and date, newest first. */
export function TablaTrazas({ id }: { id: number }) {
  const trazas = trpc.fac.trazas.useQuery({ id });
  if (trazas.isLoading) return <Spinner />;
  const filas = trazas.data ?? [];
  if (filas.length === 0) return <EstadoVacio mensaje={MENSAJES_FAC.sinTrazas} />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Trazabilidad">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-3 py-2">Acción</th>
            <th className="px-3 py-2">Campo</th>
            <th className="px-3 py-2">Antes</th>
            <th className="px-3 py-2">Después</th>
            <th className="px-3 py-2">Usuario</th>
            <th className="px-3 py-2">Fecha</th>
          </tr>
        </thead>
        <tbody>
          {filas.map((t) => (
            <tr key={t.id} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2 font-medium">{t.accionEtiqueta}</td>
              <td className="px-3 py-2">
                {t.campo}
                {t.campoId !== null && <span className="text-xs text-slate-400"> #{t.campoId}</span>}
              </td>
              <td className="px-3 py-2 text-slate-600">{t.antes ?? '—'}</td>
              <td className="px-3 py-2 text-slate-800">{t.despues ?? '—'}</td>
              <td className="px-3 py-2">{t.usuario ?? '—'}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatoFechaHora(t.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
