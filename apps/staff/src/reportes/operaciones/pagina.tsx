import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import {
  errorFechaInforme,
  formatoFecha,
  formatoFechaHora,
  hoyIso,
  K_POR_DEFECTO,
  MENSAJES_REPORTES as M,
  reintentoCalculandoMs,
} from '@talento/rules';
import {
  Boton,
  CuerpoInforme,
  Seccion,
  Spinner,
  useAvisoDeFalla,
  type CifraElegida,
  type ExportarTabla,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { BarraFiltrosInforme } from './barra-filtros';
import { aEntrada, errorK, type EstadoFiltrosInforme } from './entrada';
import { exportarXlsx, type Encabezado } from './exportar-xlsx';
import { ModalFilas } from './modal-filas';
const GraficoSemanas = lazy(() => import('./grafico-semanas'));

/**
 * `/reporte-operaciones` INFORME GENERAL (spec 03 §2): the funnel by month, by week and its moving average, the
 * service level, send effectiveness and overall score, read from the indicators table the job fills. Every funnel
 * number opens the rows behind it.
 */
export default function Pagina() {
  const [filtros, setFiltros] = useState<EstadoFiltrosInforme>(() => ({
    fecha: hoyIso(),
    sucursalId: null,
    psicologoId: null,
    cliente: null,
    k: K_POR_DEFECTO,
  }));
  const [cifra, setCifra] = useState<CifraElegida | null>(null);
  const entrada = aEntrada(filtros);
  const consulta = trpc.reportes.informeGeneral.useQuery(entrada, {
    enabled: errorFechaInforme(filtros.fecha) === undefined && errorK(filtros.k) === undefined,
    placeholderData: (anterior) => anterior,
    refetchInterval: (q) =>
      q.state.data?.calculando ? reintentoCalculandoMs(q.state.dataUpdateCount) : false,
    meta: { silencioso: true },
  });
  useAvisoDeFalla(consulta.error, M.errorTraerIndicadores);
  const informe = consulta.data;
  // Today's figures lag the job (up to 10 minutes) while the rows they open are live: recompute today on demand.
  const utils = trpc.useUtils();
  const recalcular = trpc.reportes.recalcularHoy.useMutation({
    onSuccess: () => {
      void utils.reportes.informeGeneral.invalidate();
      void utils.reportes.filas.invalidate();
    },
  });
  const incluyeHoy = filtros.fecha === hoyIso();
  const cambiar = (cambio: Partial<EstadoFiltrosInforme>) => setFiltros((f) => ({ ...f, ...cambio }));
  const elegir = useCallback((c: CifraElegida) => setCifra(c), []);

  // The K the server computed with (the header says what the figures below it used).
  const k = informe?.k;
  const sucursales = trpc.catalogos.sucursales.useQuery(undefined, {
    enabled: informe?.filtros.sucursal === true,
  });
  const psicologos = trpc.reportes.psicologos.useQuery(undefined, {
    enabled: informe?.filtros.psicologo === true,
  });
  const encabezado = useMemo<Encabezado>(
    () => [
      ['Fecha', formatoFecha(filtros.fecha)],
      ['Sucursal', sucursales.data?.find((s) => s.id === filtros.sucursalId)?.nombre ?? 'Todas'],
      ['Psicólogo', psicologos.data?.find((p) => p.id === filtros.psicologoId)?.nombre ?? 'Todos'],
      ['Cliente', filtros.cliente?.etiqueta ?? 'Todos'],
      ['K (peso de cada PPCC)', k === undefined ? '' : String(k).replace('.', ',')],
      ['Calculado el', informe?.calculadoEn ? formatoFechaHora(informe.calculadoEn) : ''],
    ],
    [filtros, sucursales.data, psicologos.data, informe?.calculadoEn, k],
  );
  const exportar = useCallback<ExportarTabla>(
    (titulo, filas, columnas) => exportarXlsx(titulo, encabezado, filas, columnas),
    [encabezado],
  );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Informe de operaciones</h1>
      <BarraFiltrosInforme
        filtros={filtros}
        permitidos={informe?.filtros ?? { sucursal: false, psicologo: false }}
        onCambiar={cambiar}
      />
      <CuerpoInforme
        informe={informe}
        cargando={consulta.isLoading}
        fallo={consulta.isError}
        onElegir={elegir}
        onExportar={exportar}
        accionCalculo={
          incluyeHoy && (
            <Boton variante="secundario" onClick={() => recalcular.mutate()} cargando={recalcular.isPending}>
              Recalcular ahora
            </Boton>
          )
        }
        grafico={
          informe && (
            <Seccion titulo="Gráfico de las últimas 5 semanas">
              <Suspense fallback={<Spinner />}>
                <GraficoSemanas semanas={informe.semanas} />
              </Suspense>
            </Seccion>
          )
        }
      />
      {cifra && (
        <ModalFilas
          cifra={cifra}
          filtros={entrada}
          calculadoEn={informe?.calculadoEn ?? null}
          onCerrar={() => setCifra(null)}
        />
      )}
    </div>
  );
}
