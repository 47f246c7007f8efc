import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatoFecha, MENSAJES_FAC } from '@talento/rules';
import { EstadoVacio, notificar, Spinner, useIdRuta } from '@talento/ui';
import { trpc } from '../../trpc';
import { TablaTrazas } from './trazas';

/** `/fac-detail/:idFac`: the group, its questions with rated options, and its change trace. */
export default function Pagina() {
  const id = useIdRuta('idFac');
  const grupo = trpc.fac.obtener.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, meta: { silencioso: true }, retry: false },
  );
  useEffect(() => {
    if (grupo.error) notificar.error(MENSAJES_FAC.errorCargar);
  }, [grupo.error]);

  if (id === null || grupo.error) {
    return (
      <EstadoVacio mensaje={MENSAJES_FAC.errorCargar}>
        <Link to="/fac-list" className="mt-4 inline-block text-sm text-marca-700 hover:underline">
          Volver a la lista
        </Link>
      </EstadoVacio>
    );
  }
  if (!grupo.data) return <Spinner />;
  const g = grupo.data;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">{g.nombre}</h1>
        <div className="flex gap-3 text-sm">
          <Link
            to={`/fac-edit/${g.id}`}
            className="rounded-md bg-marca-600 px-4 py-2 font-medium text-white hover:bg-marca-700"
          >
            Editar
          </Link>
          <Link
            to="/fac-list"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-700 hover:bg-slate-50"
          >
            Volver
          </Link>
        </div>
      </header>
      <section className="rounded-lg bg-white p-5 text-sm shadow-sm">
        <p className="text-slate-600">
          {g.tipoEtiqueta} · creado el {formatoFecha(g.createdAt)} por {g.creadoPor ?? '—'}
          {g.perfil && ` · Perfil: ${g.perfil.nombre}`}
          {g.pedido && ` · Pedido ${g.pedido.id}: ${g.pedido.nombreCargo}`}
        </p>
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Tags">
          {g.tags.map((t) => (
            <li key={t.id} className="rounded bg-marca-50 px-2 py-0.5 text-xs text-marca-800">
              {t.nombre}
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-lg bg-white p-5 shadow-sm" aria-label="Preguntas">
        <h2 className="mb-3 text-base font-semibold text-slate-800">Preguntas ({g.preguntas.length})</h2>
        <ol className="flex list-decimal flex-col gap-3 pl-5">
          {g.preguntas.map((p) => (
            <li key={p.id} className="text-sm">
              <p className="font-medium text-slate-800">
                {p.titulo}{' '}
                <span className="text-xs font-normal text-slate-500">
                  ({p.tipoEtiqueta} · {p.claseEtiqueta}
                  {p.usar ? '' : ' · no se usa'})
                </span>
              </p>
              <ul className="mt-1 flex flex-col gap-0.5 text-slate-700">
                {p.opciones.map((o) => (
                  <li key={o.id}>
                    {o.opcion} —{' '}
                    <span className={o.calificacion === 6 ? 'font-semibold text-red-700' : 'text-slate-500'}>
                      {o.calificacionEtiqueta}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <section className="rounded-lg bg-white p-5 shadow-sm">
        <h2 className="mb-3 text-base font-semibold text-slate-800">Trazabilidad</h2>
        <TablaTrazas id={g.id} />
      </section>
    </div>
  );
}
