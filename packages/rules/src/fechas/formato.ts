/**
 * Dates as people read and type them in Colombia: DD/MM/YYYY and DD/MM/YYYY HH:mm (24 hours), instants shown on the
 * Bogotá clock whatever the zone of the process (an e-mail written by a server in UTC says the hour of Bogotá).
 */
import { format, isValid, parse } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { fechaIsoExiste, type FechaIso } from './calendario';
import { enBogota } from './zona';

// The two formats screens show most, without date-fns (formato-corto.ts).
export { formatoFecha, formatoFechaHora } from './formato-corto';

/** "2026-03-10_020000": Bogotá date and time of an instant, for names that sort in time order (backup folders). */
export function selloFechaHora(valor: Date): string {
  return format(valor, 'yyyy-MM-dd_HHmmss', { in: enBogota });
}

/** "lunes, 23 de noviembre de 2026" (Spanish day and month names) of a calendar day. */
export function formatoFechaLarga(iso: FechaIso): string {
  const dia = parse(iso, 'yyyy-MM-dd', new Date(0), { in: enBogota });
  return isValid(dia) ? format(dia, "EEEE, d 'de' MMMM 'de' yyyy", { locale: es, in: enBogota }) : '';
}

/** 'DD/MM/YYYY' typed by a person → 'YYYY-MM-DD', or null when it is not an existing day in that format. */
export function leerFecha(texto: string): FechaIso | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return fechaIsoExiste(iso) ? iso : null;
}

/** 'DD/MM/YYYY HH:mm' typed by a person, read on the Bogotá clock → the instant, or null when malformed. */
export function leerFechaHora(texto: string): Date | null {
  const t = texto.trim();
  if (!/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(t)) return null;
  const fecha = parse(t, 'dd/MM/yyyy HH:mm', new Date(0), { in: enBogota });
  return isValid(fecha) ? new Date(fecha.getTime()) : null;
}

/** DD/MM/YYYY HH:mm:ss of an instant on the Bogotá clock (a recovery point chosen to the second). */
export function formatoFechaHoraSegundos(valor: Date): string {
  return format(valor, 'dd/MM/yyyy HH:mm:ss', { in: enBogota });
}

/** 'DD/MM/YYYY HH:mm' or 'DD/MM/YYYY HH:mm:ss' typed by a person, on the Bogotá clock → the instant, or null. */
export function leerFechaHoraSegundos(texto: string): Date | null {
  const t = texto.trim();
  if (/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(t)) return leerFechaHora(t);
  if (!/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/.test(t)) return null;
  const fecha = parse(t, 'dd/MM/yyyy HH:mm:ss', new Date(0), { in: enBogota });
  return isValid(fecha) ? new Date(fecha.getTime()) : null;
}
