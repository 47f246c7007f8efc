/**
 * Colombian business days (días hábiles): Monday to Friday except the national holidays of Ley 51 de 1983, the ones
 * moved to the next Monday (Emiliani) and the ones that follow Easter. The holidays come from `colombian-holidays`
 * (docs/decisiones/datos-personales.md); the counting is ours.
 */
import { getHolidaysForYear } from 'colombian-holidays';
import { diaDeSemana, partesFechaIso, sumarDias, type FechaIso } from './calendario';

const festivosPorAnio = new Map<number, ReadonlySet<FechaIso>>();

/** The days off of a year ('YYYY-MM-DD', the day the holiday is observed). */
export function festivosDelAnio(anio: number): ReadonlySet<FechaIso> {
  let festivos = festivosPorAnio.get(anio);
  if (!festivos) {
    festivos = new Set(getHolidaysForYear(anio).map((f) => f.celebrationDate));
    festivosPorAnio.set(anio, festivos);
  }
  return festivos;
}

export function esFestivo(iso: FechaIso): boolean {
  return festivosDelAnio(partesFechaIso(iso).anio).has(iso.slice(0, 10));
}

/** Monday to Friday and not a national holiday. */
export function esDiaHabil(iso: FechaIso): boolean {
  return diaDeSemana(iso) <= 5 && !esFestivo(iso);
}

/**
 * The `dias`-th business day after `desde` (the day itself never counts, business day or not): a term "de N días
 * hábiles" that starts running the day after the request is received.
 */
export function sumarDiasHabiles(desde: FechaIso, dias: number): FechaIso {
  let dia = desde.slice(0, 10);
  for (let contados = 0; contados < dias;) {
    dia = sumarDias(dia, 1);
    if (esDiaHabil(dia)) contados++;
  }
  return dia;
}

/** Business days after `desde` up to and including `hasta` (0 when `hasta` is not later). */
export function diasHabilesEntre(desde: FechaIso, hasta: FechaIso): number {
  let n = 0;
  for (let dia = sumarDias(desde.slice(0, 10), 1); dia <= hasta; dia = sumarDias(dia, 1))
    if (esDiaHabil(dia)) n++;
  return n;
}
