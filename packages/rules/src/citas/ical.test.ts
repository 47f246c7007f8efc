import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escaparTextoIcal, leerIcal, plegarLineaIcal, textoIcal, type InvitacionCita } from './ical';

const base: InvitacionCita = {
  metodo: 'REQUEST',
  uid: 'abc-123@talento',
  secuencia: 2,
  inicio: new Date('2026-11-25T15:30:00Z'),
  resumen: 'Entrevista: Distribuidora La Sabana S.A.S.',
  lugar: 'Bogotá Centro; Carrera 7 # 24-89, piso 3, Bogotá',
  descripcion: 'Traiga su cédula\ny sus certificados; gracias. Ñandú, ¿listo? '.repeat(4),
  organizador: { nombre: 'Pérez, Ana', email: 'ana@talento.co' },
  asistente: { nombre: 'Lina Mora', email: 'lina@ejemplo.co' },
  creado: new Date('2026-11-24T17:00:00Z'),
};

describe('textoIcal (RFC 5545)', () => {
  it('escapa ; , \\ y saltos de línea', () => {
    expect(escaparTextoIcal('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('pliega a 75 octetos sin partir caracteres UTF-8 y lo que pliega se lee igual', () => {
    const linea = `DESCRIPTION:${'ñ'.repeat(100)}`;
    const plegada = plegarLineaIcal(linea);
    for (const l of plegada.split('\r\n')) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(plegada.replace(/\r\n /g, '')).toBe(linea);
  });

  it('se lee de vuelta: método, UID, SEQUENCE, fechas en UTC, lugar y organizador con coma', () => {
    const texto = textoIcal(base);
    expect(texto.endsWith('\r\n')).toBe(true);
    expect(texto.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    const props = leerIcal(texto);
    const v = (n: string) => props.find((p) => p.nombre === n);
    expect(v('METHOD')?.valor).toBe('REQUEST');
    expect(v('UID')?.valor).toBe('abc-123@talento');
    expect(v('SEQUENCE')?.valor).toBe('2');
    expect(v('DTSTART')?.valor).toBe('20261125T153000Z');
    expect(v('DTEND')?.valor).toBe('20261125T163000Z');
    expect(v('LOCATION')?.valor).toBe(base.lugar);
    expect(v('DESCRIPTION')?.valor).toBe(base.descripcion);
    expect(v('ORGANIZER')).toMatchObject({
      parametros: { CN: 'Pérez, Ana' },
      valor: 'mailto:ana@talento.co',
    });
    expect(v('STATUS')?.valor).toBe('CONFIRMED');
  });

  it('CANCEL: mismo UID, estado CANCELLED', () => {
    const props = leerIcal(textoIcal({ ...base, metodo: 'CANCEL', secuencia: 3 }));
    expect(props.find((p) => p.nombre === 'METHOD')?.valor).toBe('CANCEL');
    expect(props.find((p) => p.nombre === 'STATUS')?.valor).toBe('CANCELLED');
    expect(props.find((p) => p.nombre === 'SEQUENCE')?.valor).toBe('3');
  });

  it('un salto de línea u otro carácter de control en un nombre, correo o texto no abre una línea nueva (ni un ATTENDEE falso)', () => {
    const forjado = 'Lina\r\nATTENDEE;CN=Intruso:mailto:intruso@malo.co\r\nX';
    const props = leerIcal(
      textoIcal({
        ...base,
        asistente: { nombre: forjado, email: 'lina@ejemplo.co\r\nATTENDEE:mailto:otro@malo.co' },
        organizador: { nombre: 'Ana\nORGANIZER:mailto:x@malo.co', email: 'ana@talento.co' },
        resumen: 'Entrevista\r\nATTENDEE:mailto:y@malo.co',
      }),
    );
    expect(props.filter((p) => p.nombre === 'ATTENDEE')).toHaveLength(1);
    expect(props.filter((p) => p.nombre === 'ORGANIZER')).toHaveLength(1);
    expect(props.find((p) => p.nombre === 'ATTENDEE')?.parametros.CN).toBe(
      'Lina  ATTENDEE;CN=Intruso:mailto:intruso@malo.co  X',
    );
  });

  it('propiedad: con cualquier texto en nombres, correos y textos, cada línea lógica es una propiedad conocida sin caracteres de control', () => {
    const conocidas = new Set([
      'BEGIN',
      'PRODID',
      'VERSION',
      'CALSCALE',
      'METHOD',
      'UID',
      'SEQUENCE',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'LOCATION',
      'DESCRIPTION',
      'ORGANIZER',
      'ATTENDEE',
      'STATUS',
      'END',
    ]);
    const texto = fc.string({ unit: 'binary', maxLength: 120 });
    fc.assert(
      fc.property(texto, texto, texto, texto, texto, (nombre, correo, resumen, lugar, organizador) => {
        const ical = textoIcal({
          ...base,
          resumen,
          lugar,
          descripcion: resumen + lugar,
          asistente: { nombre, email: correo },
          organizador: { nombre: organizador, email: 'ana@talento.co' },
        });
        const logicas = ical
          .replace(/\r\n[ \t]/g, '')
          .split('\r\n')
          .filter(Boolean);
        expect(logicas).toHaveLength(19);
        for (const linea of logicas) {
          // eslint-disable-next-line no-control-regex -- the property: none may remain (HTAB is allowed in a value)
          expect(linea).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F]/);
          expect(conocidas.has(/^[A-Z]+/.exec(linea)?.[0] ?? '')).toBe(true);
        }
      }),
    );
  });
});
