/**
 * The appointment invitation as iCalendar text (RFC 5545), written by hand: a single VEVENT with METHOD REQUEST
 * (new or moved: same UID, higher SEQUENCE) or CANCEL. Text values are escaped (backslash, semicolon, comma, line
 * breaks) and every content line is folded at 75 octets without splitting a UTF-8 character; lines end in CRLF.
 */
import { sumarMinutos } from '../fechas';

export type MetodoIcal = 'REQUEST' | 'CANCEL';

export interface InvitacionCita {
  metodo: MetodoIcal;
  uid: string;
  secuencia: number;
  inicio: Date;
  /** Length of the slot in the calendar (the interview has no end time of its own). */
  minutos?: number;
  resumen: string;
  lugar: string;
  descripcion: string;
  organizador: { nombre: string; email: string };
  asistente: { nombre: string; email: string };
  creado: Date;
}

/** Control characters other than line breaks (RFC 5545 allows none in a content line but HTAB). */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_SIN_SALTOS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** TEXT value escaping (RFC 5545 §3.3.11); other control characters become spaces. */
export function escaparTextoIcal(valor: string): string {
  return valor
    .replace(CONTROL_SIN_SALTOS, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Parameter values (CN=…): no control character may pass, line breaks included (a CR/LF in a name would start a new
 * line: a forged ATTENDEE); those with characters that need quoting (CN="Pérez, Ana") are quoted; DQUOTE itself is
 * not allowed.
 */
function parametro(valor: string): string {
  const limpio = valor.replace(CONTROL, ' ').replace(/"/g, "'");
  return /[;:,]/.test(limpio) ? `"${limpio}"` : limpio;
}

/** Folds one content line at 75 octets (RFC 5545 §3.1): continuation lines start with a space. */
const codificador = new TextEncoder();

export function plegarLineaIcal(linea: string): string {
  const partes: string[] = [];
  let actual = '';
  let octetos = 0;
  for (const ch of linea) {
    const n = codificador.encode(ch).length;
    const limite = partes.length === 0 ? 75 : 74; // continuation lines carry the leading space
    if (octetos + n > limite) {
      partes.push(actual);
      actual = '';
      octetos = 0;
    }
    actual += ch;
    octetos += n;
  }
  partes.push(actual);
  return partes.join('\r\n ');
}

/** An address after `mailto:` (a URI value): no control characters nor spaces. */
const direccion = (correo: string) => correo.replace(CONTROL, '').replace(/\s/g, '');

/** 20261124T170000Z */
function fechaUtc(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function textoIcal(inv: InvitacionCita): string {
  const cancelada = inv.metodo === 'CANCEL';
  const lineas = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Talento//Citas//ES',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${inv.metodo}`,
    'BEGIN:VEVENT',
    `UID:${inv.uid.replace(CONTROL, '')}`,
    `SEQUENCE:${Math.max(0, Math.trunc(inv.secuencia))}`,
    `DTSTAMP:${fechaUtc(inv.creado)}`,
    `DTSTART:${fechaUtc(inv.inicio)}`,
    `DTEND:${fechaUtc(sumarMinutos(inv.inicio, inv.minutos ?? 60))}`,
    `SUMMARY:${escaparTextoIcal(inv.resumen)}`,
    `LOCATION:${escaparTextoIcal(inv.lugar)}`,
    `DESCRIPTION:${escaparTextoIcal(inv.descripcion)}`,
    `ORGANIZER;CN=${parametro(inv.organizador.nombre)}:mailto:${direccion(inv.organizador.email)}`,
    `ATTENDEE;CN=${parametro(inv.asistente.nombre)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${direccion(inv.asistente.email)}`,
    `STATUS:${cancelada ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lineas.map(plegarLineaIcal).join('\r\n')}\r\n`;
}

/** Reads an iCalendar text back (unfolds, splits name/params/value, unescapes TEXT): for tests and diagnostics. */
export function leerIcal(
  texto: string,
): { nombre: string; parametros: Record<string, string>; valor: string }[] {
  const desplegado = texto.replace(/\r\n[ \t]/g, '');
  return desplegado
    .split('\r\n')
    .filter(Boolean)
    .map((linea) => {
      // Split on ';' and the first ':' outside double quotes (quoted parameter values may hold them).
      const trozos: string[] = [];
      let actual = '';
      let comillas = false;
      let i = 0;
      for (; i < linea.length; i++) {
        const ch = linea.charAt(i);
        if (ch === '"') comillas = !comillas;
        if (!comillas && (ch === ';' || ch === ':')) {
          trozos.push(actual);
          actual = '';
          if (ch === ':') break;
        } else actual += ch;
      }
      const [nombre = '', ...params] = trozos;
      const parametros: Record<string, string> = {};
      for (const p of params) {
        const igual = p.indexOf('=');
        parametros[p.slice(0, igual)] = p.slice(igual + 1).replace(/^"|"$/g, '');
      }
      const valor = linea
        .slice(i + 1)
        .replace(/\\(n|N|\\|;|,)/g, (_m: string, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
      return { nombre, parametros, valor };
    });
}
