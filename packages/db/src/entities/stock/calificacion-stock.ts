/**
 * Snapshot of a candidate's digital-test rating kept with a stock or category row
 * (spec 02 §3 calificacion_data: descartado, pruebas, puntaje_global).
 */
export interface CalificacionStock {
  descartado: boolean;
  puntajeGlobal: number | null;
  pruebas: { codigo: string; puntaje: number | null; descartado: boolean }[];
}
