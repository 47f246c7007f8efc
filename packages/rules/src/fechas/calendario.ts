/**
 * Calendar days as 'YYYY-MM-DD' strings: what `date` columns hold and forms send. A calendar day has no zone, so
 * its arithmetic runs on the built-in Date's UTC fields, where every day lasts 24 hours (no daylight-saving gaps).
 * The day of an instant is found with zona.ts (Bogotá), never here. (Until issue 19 this went through date-fns with
 * a TZDate in 'UTC': every call asked Intl for the zone's offset, ~3 ms of CPU per report request for the week
 * windows alone; the UTC fields give the same answers, checked by calendario.test.ts.)
 */

/** 'YYYY-MM-DD'. */
export type FechaIso = string;

const RE_FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_DIA = 86_400_000;

/** Year, month (1–12) and day of 'YYYY-MM-DD' (also accepts a longer ISO text: only its first 10 characters count). */
export function partesFechaIso(iso: FechaIso): { anio: number; mes: number; dia: number } {
  const m = RE_FECHA_ISO.exec(iso.slice(0, 10));
  if (!m) throw new RangeError(`Fecha ISO inválida: ${iso}`);
  return { anio: Number(m[1]), mes: Number(m[2]), dia: Number(m[3]) };
}

/** Midnight UTC of year/month (0–11)/day; months and days out of range roll over (2026-02-30 → 2026-03-02). */
function utc(anio: number, mes0: number, dia: number): Date {
  const d = new Date(0);
  d.setUTCFullYear(anio, mes0, dia); // not Date.UTC: it would read years 0–99 as 1900–1999
  return d;
}

function aCalendario(iso: FechaIso): Date {
  const { anio, mes, dia } = partesFechaIso(iso);
  return utc(anio, mes - 1, dia);
}

const dos = (n: number) => String(n).padStart(2, '0');

function deCalendario(fecha: Date): FechaIso {
  return `${String(fecha.getUTCFullYear()).padStart(4, '0')}-${dos(fecha.getUTCMonth() + 1)}-${dos(fecha.getUTCDate())}`;
}

/** True for 'YYYY-MM-DD' naming a day that exists (2026-02-30 is false). */
export function fechaIsoExiste(valor: string): boolean {
  if (!RE_FECHA_ISO.test(valor)) return false;
  return deCalendario(aCalendario(valor)) === valor;
}

export function sumarDias(iso: FechaIso, dias: number): FechaIso {
  const { anio, mes, dia } = partesFechaIso(iso);
  return deCalendario(utc(anio, mes - 1, dia + dias));
}

/** Months ahead (or back); the 31st falls back to the last day of a shorter month. */
export function sumarMeses(iso: FechaIso, meses: number): FechaIso {
  const { anio, mes, dia } = partesFechaIso(iso);
  const ultimoDelMes = utc(anio, mes - 1 + meses + 1, 0).getUTCDate();
  return deCalendario(utc(anio, mes - 1 + meses, Math.min(dia, ultimoDelMes)));
}

/** Years ahead (or back); 29 February falls back to 28 February in years without it. */
export function sumarAnios(iso: FechaIso, anios: number): FechaIso {
  return sumarMeses(iso, 12 * anios);
}

/** Monday of the week that contains the day (weeks run Monday to Sunday). */
export function lunesDeSemana(iso: FechaIso): FechaIso {
  return sumarDias(iso, 1 - diaDeSemana(iso));
}

/** Whole calendar days from `desde` to `hasta` (negative when `hasta` is earlier). */
export function diasEntreFechas(desde: FechaIso, hasta: FechaIso): number {
  return Math.round((aCalendario(hasta).getTime() - aCalendario(desde).getTime()) / MS_DIA);
}

/** Whole years from `desde` to `hasta`: the age on `hasta` of a person born on `desde` (the birthday counts). */
export function aniosCumplidos(desde: FechaIso, hasta: FechaIso): number {
  const d = partesFechaIso(desde);
  const h = partesFechaIso(hasta);
  const signo = hasta < desde ? -1 : 1;
  const [a, b] = signo > 0 ? [d, h] : [h, d];
  const completos = b.anio - a.anio - (b.mes < a.mes || (b.mes === a.mes && b.dia < a.dia) ? 1 : 0);
  return completos === 0 ? 0 : signo * completos;
}

/** ISO-8601 week number of the day and the year that week belongs to (1 January 2027 is in week 53 of 2026). */
export function semanaIso(iso: FechaIso): { anio: number; semana: number } {
  // The week belongs to the year of its Thursday; week 1 is the one holding 4 January.
  const jueves = aCalendario(sumarDias(iso, 4 - diaDeSemana(iso)));
  const anio = jueves.getUTCFullYear();
  const semana = Math.floor((jueves.getTime() - utc(anio, 0, 1).getTime()) / MS_DIA / 7) + 1;
  return { anio, semana };
}

/** Day of the week, 1 = Monday … 7 = Sunday. */
export function diaDeSemana(iso: FechaIso): number {
  return aCalendario(iso).getUTCDay() || 7;
}
