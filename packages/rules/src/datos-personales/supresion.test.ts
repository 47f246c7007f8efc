import { describe, expect, it } from 'vitest';
import { MENSAJES_SUPRESION as M, motivoNoSuprimible, type EstadoParaSupresion } from './supresion';

const libre: EstadoParaSupresion = {
  disponibilidad: 0,
  disponibilidadStock: 0,
  citasPendientes: 0,
  contratado: false,
  yaSuprimida: false,
};

describe('motivoNoSuprimible', () => {
  it.each<[string, Partial<EstadoParaSupresion>, string | null]>([
    ['free, never hired', {}, null],
    ['not available, never hired', { disponibilidad: 3 }, null],
    ['in an order', { disponibilidad: 1, disponibilidadStock: 1 }, M.procesoActivo('en un pedido')],
    ['in a stock order', { disponibilidad: 1, disponibilidadStock: 4 }, M.procesoActivo('en un pedido')],
    ["in a client's stock", { disponibilidadStock: 2 }, M.procesoActivo('en stock')],
    ['in a stock category', { disponibilidadStock: 3 }, M.procesoActivo('en stock')],
    ['an appointment pending', { citasPendientes: 1 }, M.procesoActivo('con una cita pendiente')],
    [
      'in an order with appointments',
      { disponibilidad: 1, citasPendientes: 2 },
      M.procesoActivo('en un pedido, con citas pendientes'),
    ],
    ['hired (payroll or hiring order)', { contratado: true }, M.deberLegal],
    ['hired (availability)', { disponibilidad: 2 }, M.deberLegal],
    [
      'hired and in a process: the process is said first',
      { contratado: true, disponibilidad: 1 },
      M.procesoActivo('en un pedido'),
    ],
    ['already suppressed', { yaSuprimida: true, disponibilidad: 1 }, M.yaSuprimida],
  ])('%s', (_, cambio, esperado) => {
    expect(motivoNoSuprimible({ ...libre, ...cambio })).toBe(esperado);
  });
});
