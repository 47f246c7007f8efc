import { lazy, Suspense } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { DISPONIBILIDAD, formatoDinero, formatoFecha, MENSAJES_SUGERIDOS } from '@talento/rules';
import { Dato, InsigniaEstado, Rejilla, Seccion, Spinner } from '@talento/ui';
import { PanelPruebas } from '../../../pedidos/detalle/pruebas/panel-pruebas';
import { EnlaceHv } from '../../../comun/enlaces';

export type LineaDetalleStock = inferRouterOutputs<AppRouter>['pedidosStock']['detalle']['lineas'][number];

// The ordinary detail's candidate panel (pools, actions, modals, spontaneous candidates): the same procedures and
// rules act on a stock line, so the same panel is mounted here, in its own chunk like the suggestions.
const PanelCandidatos = lazy(() =>
  import('../../../pedidos/detalle/candidatos/panel-candidatos').then((m) => ({
    default: m.PanelCandidatos,
  })),
);
const PanelSugeridos = lazy(() => import('../../sugeridos/panel-sugeridos'));
// Stages, actions, comments and action log of the line: the ordinary detail's panels on the line's own row.
const CicloLinea = lazy(() => import('./ciclo-linea'));

/** Drafts have no pipeline yet (the detail redirects them to the edit form; a 112 line waits for its parent). */
const SIN_CANDIDATOS: readonly number[] = [1, 111, 112];

function Postulados({ linea }: { linea: LineaDetalleStock }) {
  return (
    <Seccion titulo={`Postulados (${linea.postulados.length})`}>
      {linea.postulados.length === 0 ? (
        <p className="text-sm text-slate-600">Sin postulados.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {linea.postulados.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline gap-2">
              <EnlaceHv candidatoId={p.candidatoId}>{p.nombre}</EnlaceHv>
              <span className="text-xs text-slate-600">{p.documento}</span>
              <InsigniaEstado
                etiqueta={DISPONIBILIDAD.etiqueta(p.disponibilidad)}
                tono={p.disponibilidad === 0 ? 'exito' : 'neutro'}
              />
              {p.betado && <InsigniaEstado etiqueta="Vetado" tono="peligro" />}
            </li>
          ))}
        </ul>
      )}
    </Seccion>
  );
}

/**
 * One city line of a stock order: its data; its lifecycle (stages, actions, comments, log); its candidates with the ordinary detail's actions (add, move, discard,
 * send; pools pre-selected and selected, state 6 = sent to stock; spontaneous candidates); postulados with
 * availability and barred flag; and its suggested candidates.
 */
export function PoolsLinea({ linea }: { linea: LineaDetalleStock }) {
  return (
    <div className="flex flex-col gap-4">
      <Seccion titulo={`Ciudad: ${linea.ciudad}`}>
        <Rejilla>
          <Dato etiqueta="Vacantes">{linea.vacantes}</Dato>
          <Dato etiqueta="Candidatos por vacante">{linea.minimoCandidatosVacante}</Dato>
          <Dato etiqueta="Salario">{formatoDinero(linea.salario)}</Dato>
          <Dato etiqueta="Fecha de ingreso">{formatoFecha(linea.fechaIngreso)}</Dato>
        </Rejilla>
      </Seccion>
      <Suspense fallback={<Spinner />}>
        {!SIN_CANDIDATOS.includes(linea.estado) && <CicloLinea lineaId={linea.id} />}
        {!SIN_CANDIDATOS.includes(linea.estado) && (
          <section aria-label={`Candidatos de ${linea.ciudad}`}>
            <PanelCandidatos pedido={linea} />
          </section>
        )}
        <PanelPruebas pedidoId={linea.id} titulo={`Pruebas · ${linea.ciudad}`} />
        <Postulados linea={linea} />
        <PanelSugeridos
          pedidoId={linea.id}
          titulo={`${MENSAJES_SUGERIDOS.titulo} · ${linea.ciudad}`}
          admiteCandidatos={linea.estado >= 2 && linea.estado <= 4}
        />
      </Suspense>
    </div>
  );
}
