/**
 * Age range → birth-date bounds of the criteria search (spec 03 §5): "maximum date = today minus minimum
 * age; minimum date = today minus maximum age plus one year". The minimum date is read as today minus
 * (maximum age + 1) years and is EXCLUSIVE: whoever was born that day turns maximum + 1 today and is
 * out (issue 11 §12). The maximum date is inclusive: whoever turns the minimum age today is in. So a
 * search for 25–35 finds exactly the people who are 25 to 35 years old today (a person of 35 years and
 * 11 months was born after today minus 36 years). `nacidoEnRango` is that test; the SQL of the search
 * applies the same comparisons.
 */
import { fechaEnZonaNegocio, sumarAnios } from '../fechas';

export interface RangoFechasNacimiento {
  /** Latest birth date: the youngest accepted person (today minus the minimum age). */
  fechaNacimientoMaxima: string;
  /** Exclusive lower bound: today minus (maximum age plus one year); born that day or before is too old. */
  fechaNacimientoMinima: string;
}

/**
 * Birth-date bounds ('YYYY-MM-DD') for ages `edadMinima`–`edadMaxima` on the Bogotá day of `ahora`; 29 February
 * falls back to 28 February in years without it.
 */
export function rangoFechasNacimiento(
  edadMinima: number,
  edadMaxima: number,
  ahora: Date,
): RangoFechasNacimiento {
  const hoy = fechaEnZonaNegocio(ahora);
  return {
    fechaNacimientoMaxima: sumarAnios(hoy, -edadMinima),
    fechaNacimientoMinima: sumarAnios(hoy, -(edadMaxima + 1)),
  };
}

/**
 * Whether a birth date ('YYYY-MM-DD') falls inside the bounds: after the minimum (exclusive), on or before
 * the maximum (inclusive). The criteria search applies the same comparisons in SQL.
 */
export function nacidoEnRango(fechaNacimiento: string, rango: Partial<RangoFechasNacimiento>): boolean {
  const { fechaNacimientoMinima: minima, fechaNacimientoMaxima: maxima } = rango;
  return (
    (minima === undefined || fechaNacimiento > minima) && (maxima === undefined || fechaNacimiento <= maxima)
  );
}
