/**
 * DD/MM/YYYY and DD/MM/YYYY HH:mm, the two formats the screens show most, with the platform's own Intl on the Bogotá
 * clock (the same IANA zone data @date-fns/tz reads): a screen that only shows dates does not load date-fns (the
 * client portal's pages on a phone, issue 39). formato.test.ts checks them against date-fns over any instant.
 */
import { ZONA_HORARIA_NEGOCIO } from './zona-nombre';

const RE_PREFIJO_ISO = /^(\d{4})-(\d{2})-(\d{2})/;

let reloj: Intl.DateTimeFormat | undefined;

/** Day, month, year, hour and minute of an instant on the Bogotá clock, zero-padded; null for an invalid date. */
function partesEnBogota(valor: Date): Record<'dia' | 'mes' | 'anio' | 'hora' | 'minuto', string> | null {
  if (Number.isNaN(valor.getTime())) return null;
  reloj ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ZONA_HORARIA_NEGOCIO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const parte of reloj.formatToParts(valor)) p[parte.type] = parte.value;
  return {
    dia: p.day ?? '',
    mes: p.month ?? '',
    anio: (p.year ?? '').padStart(4, '0'),
    hora: p.hour ?? '',
    minuto: p.minute ?? '',
  };
}

/** DD/MM/YYYY of an instant (its Bogotá day) or of a 'YYYY-MM-DD' text (as written, no zone shift); '' without one. */
export function formatoFecha(valor: Date | string | null | undefined): string {
  if (!valor) return '';
  if (typeof valor === 'string') {
    const m = RE_PREFIJO_ISO.exec(valor);
    return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
  }
  const p = partesEnBogota(valor);
  return p ? `${p.dia}/${p.mes}/${p.anio}` : '';
}

/** DD/MM/YYYY HH:mm of an instant on the Bogotá clock (appointments, interviews, traces); '' without one. */
export function formatoFechaHora(valor: Date | null | undefined): string {
  const p = valor ? partesEnBogota(valor) : null;
  return p ? `${p.dia}/${p.mes}/${p.anio} ${p.hora}:${p.minuto}` : '';
}
