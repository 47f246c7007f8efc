/**
 * The bridge with date pickers (react-datepicker): a picker works on the browser's own clock and hands back local
 * midnight of the day the person clicked, so the day is read from the local fields, not converted to Bogotá (for a
 * browser east of Bogotá that midnight is still yesterday there). Use only for values a picker produced or shows.
 */
import { addMonths, format, parse, startOfDay } from 'date-fns';
import type { FechaIso } from './calendario';

/** The calendar day a picker shows for `fecha`, 'YYYY-MM-DD'. */
export function aFechaIso(fecha: Date): FechaIso {
  return format(fecha, 'yyyy-MM-dd');
}

/** 'YYYY-MM-DD' → local midnight, the value a picker selects for that day (an Invalid Date for anything else). */
export function desdeFechaIso(iso: FechaIso): Date {
  return parse(iso, 'yyyy-MM-dd', new Date());
}

/** A picker's bounds: from today (local midnight) to the same day `meses` months ahead. */
export function ventanaSelector(meses: number, ahora: Date = new Date()): { min: Date; max: Date } {
  const min = startOfDay(ahora);
  return { min, max: addMonths(min, meses) };
}

/**
 * Whether a time slot of a picker is offered when times before `desde` are not (an appointment: today's slots that
 * already started are not offered). One rule for the picker and its tests.
 */
export function horaOfrecida(slot: Date, desde: Date): boolean {
  return slot.getTime() >= desde.getTime();
}
