import { describe, expect, it } from 'vitest';
import { diasHabilesRestantes, vencimientoSolicitud } from './plazos';

describe('legal terms of data-subject requests', () => {
  it('a consulta received on the Friday before the Reyes holiday is due ten business days later', () => {
    expect(vencimientoSolicitud('consulta', '2026-01-09', false)).toBe('2026-01-26');
    expect(vencimientoSolicitud('consulta', '2026-01-09', true)).toBe('2026-02-02');
  });

  it('a reclamo gets 15 business days, extendable by 8', () => {
    expect(vencimientoSolicitud('reclamo', '2026-01-09', false)).toBe('2026-02-02');
    expect(vencimientoSolicitud('reclamo', '2026-01-09', true)).toBe('2026-02-12');
    // Received on Friday 12 November 2027, before the Cartagena holiday moved to Monday the 15th.
    expect(vencimientoSolicitud('reclamo', '2027-11-12', false)).toBe('2027-12-06');
  });

  it('counts business days left, negative once overdue', () => {
    expect(diasHabilesRestantes('2026-01-09', '2026-01-26')).toBe(10);
    expect(diasHabilesRestantes('2026-01-26', '2026-01-26')).toBe(0);
    expect(diasHabilesRestantes('2026-01-27', '2026-01-26')).toBe(-1);
  });
});
