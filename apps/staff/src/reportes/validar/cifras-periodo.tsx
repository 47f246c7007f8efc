import { useMemo } from 'react';
import { formatoFecha, formatoFechaHora } from '@talento/rules';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import {
  columnaDePeriodo,
  filasInforme,
  InsigniaEstado,
  TablaInforme,
  TablaTerminos,
  type ColumnaInforme,
} from '@talento/ui';

export type PeriodoBuscado = inferRouterOutputs<AppRouter>['reportes']['periodoValidar'];

const FILAS = filasInforme();

/**
 * "Buscar" of the validate screen: the week's service level, its terms and the funnel as "Validar" would freeze them
 * (already validated: the frozen figures, with who and when), in the report's own tables.
 */
export function CifrasPeriodo({ periodo }: { periodo: PeriodoBuscado }) {
  const columna = useMemo<ColumnaInforme>(() => {
    const cifras = periodo.validado?.cifras ?? periodo.cifras;
    const etiqueta = `Del ${formatoFecha(periodo.desde)} al ${formatoFecha(periodo.hasta)}`;
    return {
      ...cifras,
      clave: 'periodo',
      etiqueta,
      desde: periodo.desde,
      hasta: periodo.hasta,
      validado: null,
    };
  }, [periodo]);
  const columnas = useMemo(() => [columnaDePeriodo(columna)], [columna]);
  return (
    <div className="flex flex-col gap-3" data-testid="cifras-periodo">
      {periodo.validado && (
        <InsigniaEstado
          etiqueta={`Validado por ${periodo.validado.validadoPor} el ${formatoFechaHora(periodo.validado.validadoEn)}`}
          tono="exito"
        />
      )}
      <TablaInforme titulo="Cifras del periodo" filas={FILAS} columnas={columnas} abierta />
      <TablaTerminos columnas={[columna]} />
    </div>
  );
}
