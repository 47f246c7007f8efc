import { useState } from 'react';
import { Link } from 'react-router';
import { formatoFecha, MENSAJES_FAC } from '@talento/rules';
import { CampoTexto, EstadoVacio, Spinner } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';

/** `/fac-list/`: active base filter-question groups with a search over name and tags. */
export default function Pagina() {
  const { permisos } = useUsuario();
  const [texto, setTexto] = useState('');
  const consulta = trpc.fac.lista.useQuery({ texto: texto.trim() || undefined });
  const grupos = consulta.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Grupos de preguntas filtro</h1>
        <div className="flex flex-wrap items-end gap-3">
          <CampoTexto etiqueta="Buscar por nombre o tag" value={texto} onChange={(e) => setTexto(e.target.value)} maxLength={100} />
          {permisos.includes('add_fac') && (
            <Link to="/fac-create" className="rounded-md bg-marca-600 px-4 py-2 text-sm font-medium text-white hover:bg-marca-700">
              Crear FAC
            </Link>
          )}
          {permisos.includes('read_fac_indicador') && (
            <Link to="/fac-indicador" className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm text-slate-700 hover:bg-slate-50">
              Indicador FAC
            </Link>
          )}
        </div>
      </header>
      {consulta.isLoading ? (
        <Spinner />
      ) : grupos.length === 0 ? (
        <EstadoVacio mensaje={MENSAJES_FAC.sinActivos} />
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-4 py-2">Nombre</th>
                <th className="px-4 py-2">Tags</th>
                <th className="px-4 py-2">Preguntas</th>
                <th className="px-4 py-2">Creado por</th>
                <th className="px-4 py-2">Fecha</th>
                <th className="px-4 py-2">Acciones</th>
              </tr>
            </thead>
            <tbody>
              {grupos.map((g) => (
                <tr key={g.id} className="border-t border-slate-100">
                  <td className="px-4 py-2 font-medium text-slate-800">{g.nombre}</td>
                  <td className="px-4 py-2">
                    <span className="flex flex-wrap gap-1">
                      {g.tags.map((t) => (
                        <span key={t.id} className="rounded bg-marca-50 px-2 py-0.5 text-xs text-marca-800">
                          {t.nombre}
                        </span>
                      ))}
                    </span>
                  </td>
                  <td className="px-4 py-2">{g.preguntas}</td>
                  <td className="px-4 py-2">{g.creadoPor ?? '—'}</td>
                  <td className="px-4 py-2">{formatoFecha(g.createdAt)}</td>
                  <td className="px-4 py-2">
                    <span className="flex gap-3">
                      <Link to={`/fac-detail/${g.id}`} className="text-marca-700 hover:underline">
                        Ver
                      </Link>
                      <Link to={`/fac-edit/${g.id}`} className="text-marca-700 hover:underline">
                        Editar
                      </Link>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
