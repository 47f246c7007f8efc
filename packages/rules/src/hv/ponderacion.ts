/**
 * Digital-test score weighting (spec 03 §9): global part = (100 − interview percentage) × score / 100;
 * interview part = interview percentage × interview score / 100; final = their sum. The interview
 * percentage is `porcentaje_entrevista` of the orders config.
 *
 * Decisions where the spec is silent: "score" is the overall score the test platform reported
 * (`puntaje_global_reportado`), or, when it reported none, the average of the non-interview tests that
 * have a score; the interview score is the score of the ENTREVISTA test. Without an interview score there
 * is nothing to weigh: the final score is the score itself (shown with "No tiene entrevista"). Results are
 * rounded to two decimals.
 */

export const CODIGO_ENTREVISTA = 'ENTREVISTA';

export interface ResultadoPrueba {
  codigo: string;
  puntaje: number | null;
  descartado: boolean;
}

export interface Ponderacion {
  /** Score before weighting (reported global or average of the tests). */
  puntaje: number | null;
  puntajeEntrevista: number | null;
  porcentajeEntrevista: number;
  /** (100 − interview percentage) × score / 100; equals the score when there is no interview. */
  partePruebas: number | null;
  /** Interview percentage × interview score / 100; null without an interview score. */
  parteEntrevista: number | null;
  final: number | null;
}

const dosDecimales = (x: number): number => Math.round(x * 100) / 100;

/** Validates the configured percentage: a whole or decimal number between 0 and 100. */
export function porcentajeEntrevistaValido(valor: number): number {
  if (!Number.isFinite(valor) || valor < 0 || valor > 100)
    throw new RangeError(`porcentaje_entrevista fuera de rango: ${valor}`);
  return valor;
}

/** The score to weigh: the reported global one or the average of the scored non-interview tests. */
export function puntajeBase(reportado: number | null, pruebas: readonly ResultadoPrueba[]): number | null {
  if (reportado !== null && Number.isFinite(reportado)) return reportado;
  const puntajes = pruebas
    .filter((p) => p.codigo !== CODIGO_ENTREVISTA && p.puntaje !== null)
    .map((p) => p.puntaje as number);
  return puntajes.length ? dosDecimales(puntajes.reduce((s, x) => s + x, 0) / puntajes.length) : null;
}

/** The interview score (ENTREVISTA test), or null. */
export function puntajeEntrevista(pruebas: readonly ResultadoPrueba[]): number | null {
  return pruebas.find((p) => p.codigo === CODIGO_ENTREVISTA && p.puntaje !== null)?.puntaje ?? null;
}

/** The weighting of spec 03 §9 for a score and an interview score. */
export function ponderarPuntaje(
  puntaje: number | null,
  entrevista: number | null,
  porcentajeEntrevista: number,
): Ponderacion {
  const pe = porcentajeEntrevistaValido(porcentajeEntrevista);
  const base = { puntaje, puntajeEntrevista: entrevista, porcentajeEntrevista: pe };
  if (puntaje === null) {
    return { ...base, partePruebas: null, parteEntrevista: null, final: null };
  }
  if (entrevista === null) {
    return {
      ...base,
      partePruebas: dosDecimales(puntaje),
      parteEntrevista: null,
      final: dosDecimales(puntaje),
    };
  }
  const partePruebas = ((100 - pe) * puntaje) / 100;
  const parteEntrevista = (pe * entrevista) / 100;
  return {
    ...base,
    partePruebas: dosDecimales(partePruebas),
    parteEntrevista: dosDecimales(parteEntrevista),
    final: dosDecimales(partePruebas + parteEntrevista),
  };
}

/** The weighting of one test rating: reported global (or tests' average) and its ENTREVISTA test. */
export function ponderarCalificacion(
  reportado: number | null,
  pruebas: readonly ResultadoPrueba[],
  porcentajeEntrevista: number,
): Ponderacion {
  return ponderarPuntaje(puntajeBase(reportado, pruebas), puntajeEntrevista(pruebas), porcentajeEntrevista);
}

/** A rating is discarded when the platform discarded it or any of its tests. */
export function calificacionDescartada(descartado: boolean, pruebas: readonly ResultadoPrueba[]): boolean {
  return descartado || pruebas.some((p) => p.descartado);
}
