import { Link } from 'react-router';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { DISPONIBILIDAD, formatoDinero, formatoFecha } from '@talento/rules';
import { Dato, InsigniaEstado, Rejilla, Seccion } from '@talento/ui';

export type LineaDetalleStock = inferRouterOutputs<AppRouter>['pedidosStock']['detalle']['lineas'][number];
type Candidato = LineaDetalleStock['preseleccionados'][number];

function ListaCandidatos({ titulo, candidatos }: { titulo: string; candidatos: Candidato[] }) {
  return (
    <section aria-label={`${titulo} (${candidatos.length})`}>
      <h3 className="mb-1 text-sm font-semibold text-slate-700">
        {titulo} ({candidatos.length})
      </h3>
      {candidatos.length === 0 ? (
        <p className="text-sm text-slate-600">Sin candidatos.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {candidatos.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline gap-2">
              <Link to={`/hv/${c.candidatoId}`} className="text-marca-700 hover:underline">
                {c.nombre}
              </Link>
              <span className="text-xs text-slate-600">{c.documento}</span>
              <InsigniaEstado etiqueta={c.etiquetaEstado} tono={c.estado === 6 ? 'exito' : 'neutro'} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One city line of a stock order: its data and its pools (pre-selected, selected: state 6 = sent to stock),
 * postulados with availability and barred flag, and spontaneous candidates. The candidate actions are those of
 * the ordinary detail of the line (same panels, same rules), one click away.
 */
export function PoolsLinea({ linea, activo }: { linea: LineaDetalleStock; activo: boolean }) {
  return (
    <Seccion
      titulo={`Ciudad: ${linea.ciudad}`}
      acciones={
        activo ? (
          <Link to={`/pedido-detail/${linea.id}#candidatos`} className="text-sm text-marca-700 hover:underline">
            Gestionar candidatos de {linea.ciudad}
          </Link>
        ) : undefined
      }
    >
      <Rejilla>
        <Dato etiqueta="Vacantes">{linea.vacantes}</Dato>
        <Dato etiqueta="Candidatos por vacante">{linea.minimoCandidatosVacante}</Dato>
        <Dato etiqueta="Salario">{formatoDinero(linea.salario)}</Dato>
        <Dato etiqueta="Fecha de ingreso">{formatoFecha(linea.fechaIngreso)}</Dato>
      </Rejilla>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <ListaCandidatos titulo="Preseleccionados" candidatos={linea.preseleccionados} />
        <ListaCandidatos titulo="Seleccionados" candidatos={linea.seleccionados} />
        <section aria-label={`Postulados (${linea.postulados.length})`}>
          <h3 className="mb-1 text-sm font-semibold text-slate-700">Postulados ({linea.postulados.length})</h3>
          {linea.postulados.length === 0 ? (
            <p className="text-sm text-slate-600">Sin postulados.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {linea.postulados.map((p) => (
                <li key={p.id} className="flex flex-wrap items-baseline gap-2">
                  <Link to={`/hv/${p.candidatoId}`} className="text-marca-700 hover:underline">
                    {p.nombre}
                  </Link>
                  <InsigniaEstado etiqueta={DISPONIBILIDAD.etiqueta(p.disponibilidad)} tono={p.disponibilidad === 0 ? 'exito' : 'neutro'} />
                  {p.betado && <InsigniaEstado etiqueta="Vetado" tono="peligro" />}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={`Candidatos espontáneos (${linea.espontaneos.length})`}>
          <h3 className="mb-1 text-sm font-semibold text-slate-700">Candidatos espontáneos ({linea.espontaneos.length})</h3>
          {linea.espontaneos.length === 0 ? (
            <p className="text-sm text-slate-600">Sin candidatos espontáneos.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {linea.espontaneos.map((e) => (
                <li key={e.id}>
                  {e.nombre} <span className="text-xs text-slate-600">{e.cedula}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Seccion>
  );
}
