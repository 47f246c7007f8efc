import { useMemo, type ReactNode } from 'react';
import { formatoFechaHora, MENSAJES_REPORTES as M } from '@talento/rules';
import { FallaDeCarga } from '../falla-de-carga';
import { Spinner } from '../spinner';
import { AyudaNivel } from './ayuda-nivel';
import { columnaDePeriodo, columnaPromedio } from './columnas-informe';
import { filasInforme } from './filas-informe';
import { TablaInforme, type ExportarTabla } from './tabla-informe';
import { TablaTerminos } from './tabla-terminos';
import type { CifraElegida, InformeOperaciones } from './tipos';

/**
 * The operations report below its filters, the same in both portals: the failure message (spec 03 §8), "calculando"
 * while the job computes the period (the page asks again every 30 s), then when the figures were computed, the
 * funnel by month, by week and its moving average, the terms of the service level per period, and the help texts. Staff adds the links, the export and the chart.
 */
export function CuerpoInforme({
  informe,
  cargando,
  fallo,
  onElegir,
  onExportar,
  grafico,
  accionCalculo,
  tarjetasEnTelefono = false,
}: {
  informe: InformeOperaciones | undefined;
  cargando: boolean;
  fallo: boolean;
  onElegir?: (c: CifraElegida) => void;
  onExportar?: ExportarTabla;
  /** Shown after the weekly table (staff: the lazily loaded chart). */
  grafico?: ReactNode;
  /** Beside "Calculado el …" (staff: "Recalcular ahora", so today's figures match the rows they open). */
  accionCalculo?: ReactNode;
  /** On a phone, each table's rows as cards (the client portal; see `Tabla`). */
  tarjetasEnTelefono?: boolean;
}) {
  const filas = useMemo(() => (informe ? filasInforme() : []), [informe]);
  const meses = useMemo(() => informe?.meses.map(columnaDePeriodo) ?? [], [informe]);
  const semanas = useMemo(() => informe?.semanas.map(columnaDePeriodo) ?? [], [informe]);
  const promedio = useMemo(() => {
    const p = informe ? columnaPromedio(informe) : null;
    return p ? [p] : [];
  }, [informe]);

  if (fallo && !informe) return <FallaDeCarga mensaje={M.errorTraerIndicadores} />;
  if (cargando) return <Spinner />;
  if (!informe) return null;
  if (informe.calculando) {
    return (
      <p role="status" data-testid="calculando" className="rounded-lg bg-amber-50 p-5 text-sm text-amber-900">
        Calculando los indicadores… La página se actualiza sola cada 30 segundos.
      </p>
    );
  }
  const tabla = { filas, onElegir, onExportar, tarjetasEnTelefono };
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600" data-testid="calculado-en">
          {informe.calculadoEn
            ? `Calculado el ${formatoFechaHora(informe.calculadoEn)}`
            : 'Sin cálculo registrado'}
        </p>
        {accionCalculo}
      </div>
      <TablaInforme titulo="Por mes" columnas={meses} abierta {...tabla} />
      <TablaInforme titulo="Por semana" columnas={semanas} abierta {...tabla} />
      {informe.semanas.length > 0 && grafico}
      <TablaInforme titulo="Promedio móvil de las últimas 5 semanas" columnas={promedio} {...tabla} />
      <TablaTerminos
        columnas={[...informe.meses, ...informe.semanas]}
        onElegir={onElegir}
        tarjetasEnTelefono={tarjetasEnTelefono}
      />
      <AyudaNivel k={informe.k} />
    </>
  );
}
