/**
 * The SQL builder of the whole API: values always travel as `?` parameters (formatted by the driver); only fixed
 * fragments are concatenated. Days are counted in Bogotá's zone, as the rules' date functions do.
 */
import { ZONA_HORARIA_NEGOCIO, inicioDelDia, sumarDias } from '@talento/rules';

/** Collects parameters in order while the SQL text is written. */
export class Parametros {
  readonly valores: unknown[] = [];
  /** A placeholder for `valor`. */
  v(valor: unknown): string {
    this.valores.push(valor);
    return '?';
  }
}

/** Time zone in which calendar days are counted: Bogotá's, as the rules' date functions do. */
export function zonaHoraria(): string {
  return ZONA_HORARIA_NEGOCIO;
}

/** Instant Bogotá's 'YYYY-MM-DD' day (plus `dias`) starts, as an ISO string for `::timestamptz`. */
export function inicioDeDia(iso: string, dias = 0): string {
  return inicioDelDia(sumarDias(iso, dias)).toISOString();
}
