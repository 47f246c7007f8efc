/**
 * Age range → birth-date bounds of the criteria search (spec 03 §5): "maximum date = today minus minimum
 * age; minimum date = today minus maximum age plus one year". The minimum date is read as today minus
 * (maximum age + 1) years and is EXCLUSIVE: whoever was born that day turns maximum + 1 today and is
 * out (issue 11 §12). The maximum date is inclusive: whoever turns the minimum age today is in. So a
 * search for 25–35 finds exactly the people who are 25 to 35 years old today (a person of 35 years and
 * 11 months was born after today minus 36 years). `nacidoEnRango` is that test; the SQL of the search
 * applies the same comparisons.
 */
import { aFechaIso } from '../pedidos/formulas';

export interface RangoFechasNacimiento {
  /** Latest birth date: the youngest accepted person (today minus the minimum age). */
  fechaNacimientoMaxima: string;
  /** Exclusive lower bound: today minus (maximum age plus one year); born that day or before is too old. */
  fechaNacimientoMinima: string;
}

/** `fecha` moved back `anios` calendar years (29 February falls back to 28 February). */
export function restarAnios(fecha: Date, anios: number): Date {
  const y = fecha.getFullYear() - anios;
  const m = fecha.getMonth();
  const ultimo = new Date(y, m + 1, 0).getDate();
  return new Date(y, m, Math.min(fecha.getDate(), ultimo));
}

/** Birth-date bounds ('YYYY-MM-DD', local calendar) for ages `edadMinima`–`edadMaxima` on `hoy`. */
export function rangoFechasNacimiento(edadMinima: number, edadMaxima: number, hoy: Date): RangoFechasNacimiento {
  return {
    fechaNacimientoMaxima: aFechaIso(restarAnios(hoy, edadMinima)),
    fechaNacimientoMinima: aFechaIso(restarAnios(hoy, edadMaxima + 1)),
  };
}

/** Whole years between a birth date and `hoy` (local calendar). */
export function edadEn(nacimiento: Date, hoy: Date): number {
  let edad = hoy.getFullYear() - nacimiento.getFullYear();
  const antes = hoy.getMonth() < nacimiento.getMonth() || (hoy.getMonth() === nacimiento.getMonth() && hoy.getDate() < nacimiento.getDate());
  if (antes) edad -= 1;
  return edad;
}

/**
 * Whether a birth date ('YYYY-MM-DD') falls inside the bounds: after the minimum (exclusive), on or before
 * the maximum (inclusive). The criteria search applies the same comparisons in SQL.
 */
export function nacidoEnRango(fechaNacimiento: string, rango: Partial<RangoFechasNacimiento>): boolean {
  const { fechaNacimientoMinima: minima, fechaNacimientoMaxima: maxima } = rango;
  return (minima === undefined || fechaNacimiento > minima) && (maxima === undefined || fechaNacimiento <= maxima);
}
