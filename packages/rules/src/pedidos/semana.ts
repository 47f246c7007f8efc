/**
 * Calendar weeks of the weekly indicators chart (spec 01 §2 "Dashboard"), as 'YYYY-MM-DD' strings. The
 * business runs on Bogotá time: "today" is the Bogotá calendar day whatever the zone of the process, and
 * week arithmetic is done on calendar dates (UTC fields), never on local clocks.
 */
export const ZONA_HORARIA_NEGOCIO = 'America/Bogota';

const partesDia = new Intl.DateTimeFormat('en-US', { timeZone: ZONA_HORARIA_NEGOCIO, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Bogotá calendar day of an instant. */
export function fechaEnZonaNegocio(instante: Date): string {
  const partes = Object.fromEntries(partesDia.formatToParts(instante).map((p) => [p.type, p.value]));
  return `${partes.year}-${partes.month}-${partes.day}`;
}

function aUtc(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function sumarDias(iso: string, dias: number): string {
  const f = aUtc(iso);
  f.setUTCDate(f.getUTCDate() + dias);
  return f.toISOString().slice(0, 10);
}

/** Monday of the week that contains the date. */
export function lunesDeSemana(iso: string): string {
  return sumarDias(iso, -((aUtc(iso).getUTCDay() + 6) % 7));
}

/** Monday to Friday of the week that contains the date. */
export function diasDeSemana(iso: string): string[] {
  const lunes = lunesDeSemana(iso);
  return [0, 1, 2, 3, 4].map((i) => sumarDias(lunes, i));
}

/** Monday of the week `delta` weeks away (−1 previous, +1 next). */
export function semanaVecina(iso: string, delta: number): string {
  return sumarDias(lunesDeSemana(iso), 7 * delta);
}
