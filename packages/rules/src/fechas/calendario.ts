/**
 * Calendar days as 'YYYY-MM-DD' strings: what `date` columns hold and forms send. A calendar day has no zone, so
 * its arithmetic runs on date-fns in UTC, where every day lasts 24 hours (no daylight-saving gaps). The day of an
 * instant is found with zona.ts (Bogotá), never here.
 */
import { TZDate, tz } from '@date-fns/tz';
import { addDays, addMonths, addYears, differenceInCalendarDays, differenceInYears, format, getISODay, getISOWeek, getISOWeekYear } from 'date-fns';

/** 'YYYY-MM-DD'. */
export type FechaIso = string;

const enCalendario = tz('UTC');
const RE_FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of 'YYYY-MM-DD' (also accepts a longer ISO text: only its first 10 characters count). */
export function partesFechaIso(iso: FechaIso): { anio: number; mes: number; dia: number } {
  const m = RE_FECHA_ISO.exec(iso.slice(0, 10));
  if (!m) throw new RangeError(`Fecha ISO inválida: ${iso}`);
  return { anio: Number(m[1]), mes: Number(m[2]), dia: Number(m[3]) };
}

/** True for 'YYYY-MM-DD' naming a day that exists (2026-02-30 is false). */
export function fechaIsoExiste(valor: string): boolean {
  const m = RE_FECHA_ISO.exec(valor);
  if (!m) return false;
  return format(aCalendario(valor), 'yyyy-MM-dd') === valor;
}

function aCalendario(iso: FechaIso): TZDate {
  const { anio, mes, dia } = partesFechaIso(iso);
  // TZDate's constructor rolls 2026-02-30 over to 2026-03-02, which fechaIsoExiste relies on to refuse it.
  return new TZDate(anio, mes - 1, dia, 'UTC');
}

function deCalendario(fecha: Date): FechaIso {
  return format(fecha, 'yyyy-MM-dd', { in: enCalendario });
}

export function sumarDias(iso: FechaIso, dias: number): FechaIso {
  return deCalendario(addDays(aCalendario(iso), dias, { in: enCalendario }));
}

/** Months ahead (or back); the 31st falls back to the last day of a shorter month. */
export function sumarMeses(iso: FechaIso, meses: number): FechaIso {
  return deCalendario(addMonths(aCalendario(iso), meses, { in: enCalendario }));
}

/** Years ahead (or back); 29 February falls back to 28 February in years without it. */
export function sumarAnios(iso: FechaIso, anios: number): FechaIso {
  return deCalendario(addYears(aCalendario(iso), anios, { in: enCalendario }));
}

/** Monday of the week that contains the day (weeks run Monday to Sunday). */
export function lunesDeSemana(iso: FechaIso): FechaIso {
  return sumarDias(iso, 1 - diaDeSemana(iso));
}

/** Whole calendar days from `desde` to `hasta` (negative when `hasta` is earlier). */
export function diasEntreFechas(desde: FechaIso, hasta: FechaIso): number {
  return differenceInCalendarDays(aCalendario(hasta), aCalendario(desde), { in: enCalendario });
}

/** Whole years from `desde` to `hasta`: the age on `hasta` of a person born on `desde` (the birthday counts). */
export function aniosCumplidos(desde: FechaIso, hasta: FechaIso): number {
  return differenceInYears(aCalendario(hasta), aCalendario(desde), { in: enCalendario });
}

/** ISO-8601 week number of the day and the year that week belongs to (1 January 2027 is in week 53 of 2026). */
export function semanaIso(iso: FechaIso): { anio: number; semana: number } {
  const dia = aCalendario(iso);
  return { anio: getISOWeekYear(dia, { in: enCalendario }), semana: getISOWeek(dia, { in: enCalendario }) };
}

/** Day of the week, 1 = Monday … 7 = Sunday. */
export function diaDeSemana(iso: FechaIso): number {
  return getISODay(aCalendario(iso), { in: enCalendario });
}
