import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textoDiasRestantes } from './dias-restantes';

describe('textoDiasRestantes (issue 39: what both portals show instead of 0 or −15)', () => {
  it.each([
    { dias: 12, texto: '12', vencido: false },
    { dias: 1, texto: '1', vencido: false },
    { dias: 0, texto: 'Vence hoy', vencido: true },
    { dias: -1, texto: 'Vencido hace 1 día', vencido: true },
    { dias: -15, texto: 'Vencido hace 15 días', vencido: true },
    { dias: null, texto: '—', vencido: false },
  ])('$dias → "$texto"', ({ dias, texto, vencido }) => {
    expect(textoDiasRestantes(dias)).toEqual({ texto, vencido });
  });

  it('past due always names how many days, never a negative number nor a bare 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: -1 }), (n) => {
        const { texto, vencido } = textoDiasRestantes(n);
        return vencido && texto === `Vencido hace ${-n} ${n === -1 ? 'día' : 'días'}` && !texto.includes('-');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (n) => {
        const { texto, vencido } = textoDiasRestantes(n);
        return !vencido && texto === String(n);
      }),
    );
  });
});
