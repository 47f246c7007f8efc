/** The report's columns and their moving average, computed from each column's figures (informe.ts reads them). */
import { CLAVES_MEDIDA_EMBUDO, promedioMovil, type MedidaEmbudo, type Ventana } from '@talento/rules';
import type { CifrasColumna, diferenciaDe } from './cifras';
import type { Validacion } from './validar';

export interface ColumnaInforme extends Ventana, CifrasColumna {
  /** The week was validated: the figures above are the frozen ones; `actual` today's, `diferencia` actual − frozen. */
  validado:
    | (Omit<Validacion, 'filasCongeladas'> & {
        actual: CifrasColumna;
        diferencia: ReturnType<typeof diferenciaDe>;
      })
    | null;
}

export interface PromedioInforme {
  embudo: Record<MedidaEmbudo, number | null>;
  nivelServicio: number | null;
  efectividadEnvio: number | null;
  puntajeGestion: number | null;
}

/** The report's columns and their moving average, as computed from the rows of its statement (before any validated week). */
export interface Columnas {
  meses: ColumnaInforme[];
  semanas: ColumnaInforme[];
  promedio: PromedioInforme;
}

export function columnasDe(
  meses: Ventana[],
  semanas: Ventana[],
  cifras: Map<string, CifrasColumna>,
): Columnas {
  const columna = (v: Ventana): ColumnaInforme => ({ ...v, ...cifras.get(v.clave)!, validado: null });
  const columnasSemana = semanas.map(columna);
  return { meses: meses.map(columna), semanas: columnasSemana, promedio: promedioDe(columnasSemana) };
}

export function promedioDe(semanas: ColumnaInforme[]): PromedioInforme {
  return {
    embudo: Object.fromEntries(
      CLAVES_MEDIDA_EMBUDO.map((m) => [m, promedioMovil(semanas.map((s) => s.embudo[m]))]),
    ) as Record<MedidaEmbudo, number | null>,
    nivelServicio: promedioMovil(semanas.map((s) => s.nivelServicio)),
    efectividadEnvio: promedioMovil(semanas.map((s) => s.efectividadEnvio)),
    puntajeGestion: promedioMovil(semanas.map((s) => s.puntajeGestion)),
  };
}
