import { describe, expect, it } from 'vitest';
import { horasDeLaSemana, ubicarCitasSemana } from './semana';

const cita = (id: number, dia: string, hora: number, minutos = 60, minuto = 0) => ({
  id,
  dia,
  minuto: hora * 60 + minuto,
  duracionMinutos: minutos,
});

describe('week calendar placement', () => {
  it('seven days from Monday, each appointment in its day in time order', () => {
    const dias = ubicarCitasSemana('2026-11-23', [
      cita(1, '2026-11-25', 15),
      cita(2, '2026-11-25', 9),
      cita(3, '2026-11-29', 8),
      cita(4, '2026-11-30', 8), // next Monday: not this week
    ]);
    expect(dias.map((d) => d.dia)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(dias[2]!.citas.map((u) => u.cita.id)).toEqual([2, 1]);
    expect(dias[6]!.citas.map((u) => u.cita.id)).toEqual([3]);
    expect(dias.flatMap((d) => d.citas).map((u) => u.cita.id)).not.toContain(4);
  });

  it('overlapping appointments go side by side; one that starts when another ends reuses its lane', () => {
    const [lunes] = ubicarCitasSemana('2026-11-23', [
      cita(1, '2026-11-23', 10),
      cita(2, '2026-11-23', 10, 60, 30),
      cita(3, '2026-11-23', 11), // 1 has ended: lane 0 again, same cluster as 2
      cita(4, '2026-11-23', 14), // alone
    ]);
    const lugar = Object.fromEntries(lunes!.citas.map((u) => [u.cita.id, [u.carril, u.carriles]]));
    expect(lugar).toEqual({ 1: [0, 2], 2: [1, 2], 3: [0, 2], 4: [0, 1] });
  });

  it('the grid shows 7 to 19 at least, widened to the earliest start and the latest end', () => {
    expect(horasDeLaSemana([])).toEqual({ desde: 7, hasta: 19 });
    expect(horasDeLaSemana([cita(1, '2026-11-23', 6, 30), cita(2, '2026-11-24', 19, 90)])).toEqual({
      desde: 6,
      hasta: 21,
    });
    // An appointment running past midnight ends the grid at 24.
    expect(horasDeLaSemana([cita(1, '2026-11-23', 23, 120)]).hasta).toBe(24);
  });
});
