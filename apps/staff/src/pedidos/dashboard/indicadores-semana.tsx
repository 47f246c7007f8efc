import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { FechaIsoSchema, formatoFecha, MENSAJES_INDICADORES, semanaVecina } from '@talento/rules';
import { Boton, EstadoVacio, FallaDeCarga, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import type { aUbicacion } from './filtros';

const GraficoSemanal = lazy(() => import('./grafico-semanal'));

/** The week shown lives in the address (`?semana=AAAA-MM-DD`): a reload or a shared link keeps it. */
function useSemana(): [string | undefined, (lunes: string, actual: string) => void] {
  const [parametros, setParametros] = useSearchParams();
  const semana = FechaIsoSchema.safeParse(parametros.get('semana')).data;
  const ir = (lunes: string, actual: string) =>
    setParametros(
      (p) => {
        if (lunes === actual) p.delete('semana');
        else p.set('semana', lunes);
        // The current week has no `semana`: the tab stays open by its own parameter.
        p.set('pestana', 'indicadores');
        return p;
      },
      { replace: true },
    );
  return [semana, ir];
}

/** Weekly indicators (spec 01 §2 "Dashboard"): Monday–Friday of a week, previous/next week, empty weeks said so. */
export function IndicadoresSemana({ ubicacion }: { ubicacion: ReturnType<typeof aUbicacion> }) {
  const [semana, ir] = useSemana();
  const consulta = trpc.pedidos.indicadoresSemanales.useQuery(
    { ...ubicacion, ...(semana ? { semana } : {}) },
    { placeholderData: keepPreviousData },
  );
  const datos = consulta.data;
  const lunes = datos?.dias[0];
  const viernes = datos?.dias[4];
  const sinActividad = datos?.series.every((s) => s.datos.every((n) => n === 0)) ?? false;
  return (
    <section
      aria-label="Indicadores semanales"
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-3"
    >
      <header className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">Indicadores de la semana</h2>
        <div className="flex items-center gap-1 text-sm">
          <Boton
            variante="texto"
            className="whitespace-nowrap px-2 py-1"
            disabled={!datos}
            onClick={() => datos && lunes && ir(semanaVecina(lunes, -1), datos.semanaActual)}
          >
            ‹ Semana anterior
          </Boton>
          <span data-testid="semana-indicadores" className="whitespace-nowrap text-slate-600">
            {lunes && viernes ? `Semana del ${formatoFecha(lunes)} al ${formatoFecha(viernes)}` : ''}
          </span>
          <Boton
            variante="texto"
            className="whitespace-nowrap px-2 py-1"
            disabled={!datos || !lunes || lunes >= datos.semanaActual}
            onClick={() => datos && lunes && ir(semanaVecina(lunes, 1), datos.semanaActual)}
          >
            Semana siguiente ›
          </Boton>
        </div>
      </header>
      {!datos ? (
        consulta.isError ? (
          <FallaDeCarga mensaje={MENSAJES_INDICADORES.errorCargar} />
        ) : (
          <Spinner />
        )
      ) : sinActividad ? (
        <EstadoVacio mensaje={MENSAJES_INDICADORES.sinActividad} />
      ) : (
        <Suspense fallback={<Spinner />}>
          <GraficoSemanal datos={datos} />
        </Suspense>
      )}
    </section>
  );
}
