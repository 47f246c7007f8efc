import { CODIGO_ENTREVISTA, type ResultadoPrueba } from '../../hv/ponderacion';

/**
 * Issue 17: the test platform may post a candidate's tests for an order in several results (DETAC today,
 * COMPETENCIAS tomorrow, each with its own idResultado), and the FAC answered through our link adds one more. Each
 * is stored as it came; the candidate's rating for the order is their union, and the overall score, the discard and
 * the ranking come from that union, never from the last post alone.
 */
export interface CalificacionParcial {
  id: number;
  fecha: Date;
  puntajeGlobalReportado: number | null;
  descartado: boolean;
  pruebas: readonly ResultadoPrueba[];
}

export interface CalificacionUnida {
  /** A reported global score only when the result that reported it covers every scored test of the union. */
  puntajeGlobalReportado: number | null;
  /** The platform discarded the person in any of the results (a later partial result does not undo it). */
  descartado: boolean;
  /** One per test code: the one of the latest result (by date, then id), in the order codes first arrived. */
  pruebas: ResultadoPrueba[];
}

const posterior = (a: CalificacionParcial, b: CalificacionParcial) =>
  a.fecha.getTime() - b.fecha.getTime() || a.id - b.id;
const codigosPuntuables = (pruebas: readonly ResultadoPrueba[]) =>
  pruebas.filter((p) => p.codigo !== CODIGO_ENTREVISTA).map((p) => p.codigo);

/**
 * The union of the partial results. A global score reported by a partial result speaks only for its own tests, so it
 * is kept only when the latest result that reported one covers every non-interview test of the union; otherwise the
 * weighting falls back to the average of the union's tests (`puntajeBase`).
 */
export function unirCalificacionesParciales(parciales: readonly CalificacionParcial[]): CalificacionUnida {
  const orden = [...parciales].sort(posterior);
  const porCodigo = new Map<string, ResultadoPrueba>();
  for (const c of orden) for (const p of c.pruebas) porCodigo.set(p.codigo, p);
  const pruebas = [...porCodigo.values()];
  const todos = codigosPuntuables(pruebas);
  const conGlobal = orden.filter((c) => c.puntajeGlobalReportado !== null).at(-1);
  const cubre =
    conGlobal !== undefined && todos.every((codigo) => codigosPuntuables(conGlobal.pruebas).includes(codigo));
  return {
    puntajeGlobalReportado: cubre ? conGlobal.puntajeGlobalReportado : null,
    descartado: orden.some((c) => c.descartado),
    pruebas,
  };
}
