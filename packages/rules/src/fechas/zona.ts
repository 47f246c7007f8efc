/**
 * The business runs on Bogotá time (spec 01 §2): "today", the day of an instant and the hour shown to a person are
 * read in America/Bogota whatever the zone of the process (servers often run in UTC, where 19:00 in Bogotá is
 * already tomorrow). The zone is passed explicitly to date-fns through @date-fns/tz.
 */
import { TZDate, tz } from '@date-fns/tz';
import { addDays, addMinutes, format, getHours, getMinutes, startOfDay } from 'date-fns';
import { partesFechaIso, type FechaIso } from './calendario';
import { ZONA_HORARIA_NEGOCIO } from './zona-nombre';

export { ZONA_HORARIA_NEGOCIO };

/** date-fns context (`{ in: enBogota }`) that reads and builds dates in Bogotá. */
export const enBogota = tz(ZONA_HORARIA_NEGOCIO);

/** The Bogotá calendar day of an instant, 'YYYY-MM-DD'. */
export function fechaEnZonaNegocio(instante: Date): FechaIso {
  // Since 1990 Bogotá's offsets are whole hours, so its day changes only on a quarter hour of UTC: the answer for the
  // last quarter hour asked is remembered ("today" is asked on many requests, and date-fns with the zone costs tens of
  // microseconds each time). Older instants (the local mean time of before 1914 was not whole hours) are worked out.
  const ms = instante.getTime();
  if (!(ms >= DESDE_1990_MS)) return format(instante, 'yyyy-MM-dd', { in: enBogota });
  const cuarto = Math.floor(ms / CUARTO_DE_HORA_MS);
  if (cuarto !== ultimoCuarto.cuarto)
    ultimoCuarto = { cuarto, fecha: format(instante, 'yyyy-MM-dd', { in: enBogota }) };
  return ultimoCuarto.fecha;
}

const CUARTO_DE_HORA_MS = 15 * 60 * 1000;
const DESDE_1990_MS = Date.UTC(1990, 0, 1);
let ultimoCuarto: { cuarto: number; fecha: FechaIso } = { cuarto: Number.NaN, fecha: '' };

/** Today in Bogotá, 'YYYY-MM-DD' (`ahora` for tests and for a request that fixed its clock). */
export function hoyIso(ahora: Date = new Date()): FechaIso {
  return fechaEnZonaNegocio(ahora);
}

/**
 * The instant a Bogotá calendar day starts. Built from the day at noon then moved to its start, so a midnight that
 * did not exist (Colombia's daylight saving of 1992) yields the first instant of that day instead of the day before.
 */
export function inicioDelDia(iso: FechaIso): Date {
  let ms = iniciosCalculados.get(iso);
  if (ms === undefined) {
    const { anio, mes, dia } = partesFechaIso(iso);
    ms = startOfDay(new TZDate(anio, mes - 1, dia, 12, ZONA_HORARIA_NEGOCIO), { in: enBogota }).getTime();
    if (iniciosCalculados.size >= MAX_INICIOS_CALCULADOS) iniciosCalculados.clear();
    iniciosCalculados.set(iso, ms);
  }
  return new Date(ms); // a new Date each time: callers may change theirs
}

/**
 * Start instants already worked out, by day: TZDate asks Intl for the zone's rules on every construction (~20 µs,
 * a few percent of the server's CPU on the map and appointment lists, which ask for the same days over and over).
 * A day's start never changes, so remembering it is safe; the map is emptied when it grows past this.
 */
const iniciosCalculados = new Map<string, number>();
const MAX_INICIOS_CALCULADOS = 4096;

/** The instant of a Bogotá wall-clock time on a calendar day (hora 0–23, minuto 0–59). */
export function instanteEnBogota(iso: FechaIso, hora: number, minuto: number): Date {
  const { anio, mes, dia } = partesFechaIso(iso);
  return new Date(new TZDate(anio, mes - 1, dia, hora, minuto, ZONA_HORARIA_NEGOCIO).getTime());
}

/** The same Bogotá wall-clock time `dias` days later (or earlier): an event "three days after" another. */
export function sumarDiasInstante(instante: Date, dias: number): Date {
  return new Date(addDays(instante, dias, { in: enBogota }).getTime());
}

/** The hour (0–23) an instant shows on a Bogotá clock. */
export function horaEnZonaNegocio(instante: Date): number {
  return getHours(instante, { in: enBogota });
}

/** Minutes since midnight (0–1439) an instant shows on a Bogotá clock: where a calendar places it in its day. */
export function minutoDelDiaEnZonaNegocio(instante: Date): number {
  return getHours(instante, { in: enBogota }) * 60 + getMinutes(instante, { in: enBogota });
}

/** The year of the Bogotá day of an instant. */
export function anioEnZonaNegocio(instante: Date): number {
  return partesFechaIso(fechaEnZonaNegocio(instante)).anio;
}

const MS_POR_DIA_DE_24_H = 86_400_000;

/**
 * An instant `dias` × 24 hours later (fractions allowed): for spreading generated instants over a period (scale
 * data), where a calendar day is not meant. Calendar days move with sumarDias / sumarDiasInstante.
 */
export function desplazarDias(instante: Date, dias: number): Date {
  return new Date(instante.getTime() + dias * MS_POR_DIA_DE_24_H);
}

/** An instant `minutos` minutes later (earlier when negative): the default appointment time is now plus 30 minutes. */
export function sumarMinutos(instante: Date, minutos: number): Date {
  return addMinutes(instante, minutos);
}
