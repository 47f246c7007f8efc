import { describe, expect, it } from 'vitest';
import { diasHabilesEntre, esDiaHabil, festivosDelAnio, sumarDiasHabiles } from './dias-habiles';

/** The official calendars (Ley 51 de 1983; Easter 5 April 2026 and 28 March 2027). */
const FESTIVOS_2026 = [
  '2026-01-01', // Año Nuevo
  '2026-01-12', // Reyes Magos, 6 de enero movido al lunes
  '2026-03-23', // San José, 19 de marzo movido
  '2026-04-02', // Jueves Santo
  '2026-04-03', // Viernes Santo
  '2026-05-01', // Día del Trabajo
  '2026-05-18', // Ascensión (Pascua + 43)
  '2026-06-08', // Corpus Christi (Pascua + 64)
  '2026-06-15', // Sagrado Corazón (Pascua + 71)
  '2026-06-29', // San Pedro y San Pablo (ya es lunes)
  '2026-07-20', // Independencia
  '2026-08-07', // Batalla de Boyacá
  '2026-08-17', // Asunción, 15 de agosto movido
  '2026-10-12', // Día de la Raza (ya es lunes)
  '2026-11-02', // Todos los Santos, 1 de noviembre movido
  '2026-11-16', // Independencia de Cartagena, 11 de noviembre movido
  '2026-12-08', // Inmaculada Concepción
  '2026-12-25', // Navidad
];
const FESTIVOS_2027 = [
  '2027-01-01',
  '2027-01-11', // Reyes Magos movido
  '2027-03-22', // San José movido
  '2027-03-25', // Jueves Santo
  '2027-03-26', // Viernes Santo
  '2027-05-01', // sábado: no mueve
  '2027-05-10', // Ascensión
  '2027-05-31', // Corpus Christi
  '2027-06-07', // Sagrado Corazón
  '2027-07-05', // San Pedro y San Pablo, 29 de junio movido
  '2027-07-20',
  '2027-08-07', // sábado
  '2027-08-16', // Asunción movida
  '2027-10-18', // Día de la Raza movido
  '2027-11-01', // Todos los Santos (ya es lunes)
  '2027-11-15', // Independencia de Cartagena movida
  '2027-12-08',
  '2027-12-25',
];

describe('Colombian business days', () => {
  it('knows every national holiday of 2026 and 2027, moved and Easter-based ones included', () => {
    expect([...festivosDelAnio(2026)].sort()).toEqual(FESTIVOS_2026);
    expect([...festivosDelAnio(2027)].sort()).toEqual(FESTIVOS_2027);
  });

  it('a business day is a weekday that is not a holiday', () => {
    expect(esDiaHabil('2026-01-09')).toBe(true); // viernes
    expect(esDiaHabil('2026-01-10')).toBe(false); // sábado
    expect(esDiaHabil('2026-01-11')).toBe(false); // domingo
    expect(esDiaHabil('2026-01-12')).toBe(false); // Reyes, lunes festivo
    expect(esDiaHabil('2026-01-06')).toBe(true); // el 6 de enero ya no es festivo: se movió
    expect(esDiaHabil('2027-03-25')).toBe(false); // Jueves Santo
  });

  it('a term starts the day after receipt and skips weekends and holidays', () => {
    // Recibida el viernes 9 de enero de 2026, antes del lunes festivo de Reyes.
    expect(sumarDiasHabiles('2026-01-09', 1)).toBe('2026-01-13');
    expect(sumarDiasHabiles('2026-01-09', 10)).toBe('2026-01-26');
    expect(sumarDiasHabiles('2026-01-09', 15)).toBe('2026-02-02');
    // Semana Santa 2026: recibida el miércoles 1 de abril.
    expect(sumarDiasHabiles('2026-04-01', 1)).toBe('2026-04-06');
    expect(sumarDiasHabiles('2026-04-01', 10)).toBe('2026-04-17');
    // Recibida un sábado: cuenta desde el lunes.
    expect(sumarDiasHabiles('2026-08-15', 1)).toBe('2026-08-18');
    // Fin de año hacia 2027.
    expect(sumarDiasHabiles('2026-12-24', 10)).toBe('2027-01-12');
    // Semana Santa 2027, San José movido justo antes.
    expect(sumarDiasHabiles('2027-03-19', 5)).toBe('2027-03-31');
  });

  it('counts the business days between two days', () => {
    expect(diasHabilesEntre('2026-01-09', '2026-01-26')).toBe(10);
    expect(diasHabilesEntre('2026-01-26', '2026-01-09')).toBe(0);
    expect(diasHabilesEntre('2026-01-09', '2026-01-12')).toBe(0);
  });
});
