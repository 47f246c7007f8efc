import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { formatoFecha, formatoFechaHora, hoyIso, MENSAJES_REPORTES as M } from '@talento/rules';
import { FallaDeCarga, Seccion, Spinner, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../../trpc';
import { AyudaNivel } from './ayuda-nivel';
import { BarraFiltrosInforme, type EstadoFiltrosInforme } from './barra-filtros';
import type { Encabezado } from './exportar-xlsx';
import { filasInforme } from './filas-informe';
import { ModalFilas } from './modal-filas';
import { columnaDePeriodo, columnaPromedio, TablaInforme } from './tabla-informe';
import type { CifraElegida, FiltrosInforme } from './tipos';

const GraficoSemanas = lazy(() => import('./grafico-semanas'));

/** Spec 03 §9: while the period is being computed the report is asked again every 30 000 ms. */
export const REINTENTO_CALCULANDO_MS = 30_000;

const aEntrada = (f: EstadoFiltrosInforme): FiltrosInforme => ({
  fecha: f.fecha,
  sucursalId: f.sucursalId ?? undefined,
  psicologoId: f.psicologoId ?? undefined,
  clienteId: f.cliente?.id ?? undefined,
});

/**
 * `/reporte-operaciones` INFORME GENERAL (spec 03 §2): the funnel by month, by week and its moving average, the
 * service level, send effectiveness and overall score, read from the indicators table the job fills. Every funnel
 * number opens the rows behind it.
 */
export default function Pagina() {
  const [filtros, setFiltros] = useState<EstadoFiltrosInforme>(() => ({ fecha: hoyIso(), sucursalId: null, psicologoId: null, cliente: null }));
  const [cifra, setCifra] = useState<CifraElegida | null>(null);
  const entrada = aEntrada(filtros);
  const consulta = trpc.reportes.informeGeneral.useQuery(entrada, {
    enabled: filtros.fecha !== '',
    placeholderData: (anterior) => anterior,
    refetchInterval: (q) => (q.state.data?.calculando ? REINTENTO_CALCULANDO_MS : false),
    meta: { silencioso: true },
  });
  useAvisoDeFalla(consulta.error, M.errorTraerIndicadores);
  const informe = consulta.data;
  const cambiar = (cambio: Partial<EstadoFiltrosInforme>) => setFiltros((f) => ({ ...f, ...cambio }));
  const elegir = useCallback((c: CifraElegida) => setCifra(c), []);

  const sucursales = trpc.catalogos.sucursales.useQuery(undefined, { enabled: informe?.filtros.sucursal === true });
  const psicologos = trpc.reportes.psicologos.useQuery(undefined, { enabled: informe?.filtros.psicologo === true });
  const encabezado = useMemo<Encabezado>(
    () => [
      ['Fecha', formatoFecha(filtros.fecha)],
      ['Sucursal', sucursales.data?.find((s) => s.id === filtros.sucursalId)?.nombre ?? 'Todas'],
      ['Psicólogo', psicologos.data?.find((p) => p.id === filtros.psicologoId)?.nombre ?? 'Todos'],
      ['Cliente', filtros.cliente?.etiqueta ?? 'Todos'],
      ['Calculado el', informe?.calculadoEn ? formatoFechaHora(informe.calculadoEn) : ''],
    ],
    [filtros, sucursales.data, psicologos.data, informe?.calculadoEn],
  );
  const filas = useMemo(() => (informe ? filasInforme(informe.ayuda) : []), [informe]);
  const meses = useMemo(() => informe?.meses.map(columnaDePeriodo) ?? [], [informe]);
  const semanas = useMemo(() => informe?.semanas.map(columnaDePeriodo) ?? [], [informe]);
  const promedio = useMemo(() => {
    const p = informe ? columnaPromedio(informe) : null;
    return p ? [p] : [];
  }, [informe]);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Informe de operaciones</h1>
      <BarraFiltrosInforme filtros={filtros} permitidos={informe?.filtros ?? { sucursal: false, psicologo: false }} onCambiar={cambiar} />
      {consulta.isError && !informe ? (
        <FallaDeCarga mensaje={M.errorTraerIndicadores} />
      ) : consulta.isLoading ? (
        <Spinner />
      ) : informe?.calculando ? (
        <p role="status" data-testid="calculando" className="rounded-lg bg-amber-50 p-5 text-sm text-amber-900">
          Calculando los indicadores… La página se actualiza sola cada 30 segundos.
        </p>
      ) : informe ? (
        <>
          <p className="text-sm text-slate-600" data-testid="calculado-en">
            {informe.calculadoEn ? `Calculado el ${formatoFechaHora(informe.calculadoEn)}` : 'Sin cálculo registrado'}
          </p>
          <TablaInforme titulo="Por mes" filas={filas} columnas={meses} abierta encabezado={encabezado} onElegir={elegir} />
          <TablaInforme titulo="Por semana" filas={filas} columnas={semanas} abierta encabezado={encabezado} onElegir={elegir} />
          {informe.semanas.length > 0 && (
            <Seccion titulo="Gráfico de las últimas 5 semanas">
              <Suspense fallback={<Spinner />}>
                <GraficoSemanas semanas={informe.semanas} />
              </Suspense>
            </Seccion>
          )}
          <TablaInforme titulo="Promedio móvil de las últimas 5 semanas" filas={filas} columnas={promedio} encabezado={encabezado} onElegir={elegir} />
          <AyudaNivel ayuda={informe.ayuda} k={informe.k} />
        </>
      ) : null}
      {cifra && <ModalFilas cifra={cifra} filtros={entrada} onCerrar={() => setCifra(null)} />}
    </div>
  );
}
