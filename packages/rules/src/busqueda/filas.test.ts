import { describe, expect, it } from 'vitest';
import { leerFilasBusqueda } from './dto';

const fila = {
  candidatoId: 7,
  nombre: 'Ana María Pérez',
  numeroDocumento: '1000123456',
  profesiones: ['Enfermero(a)'],
  ultimaExperiencia: { empresa: 'Clínica del Norte', cargo: 'Auxiliar de enfermería', salarioFinal: 1800000 },
  porcentajeTotal: 85.5,
  fechaModificacion: '2026-09-11T02:28:55.359+00:00',
  sinAutorizacion: true,
  ciudad: 'Bogotá',
  disponibilidad: 1,
  vetadoPorClientes: 2,
};

describe('leerFilasBusqueda', () => {
  it('reads the rows PostgreSQL built, with the modification date as a Date', () => {
    const [f] = leerFilasBusqueda(
      JSON.stringify([fila, { ...fila, candidatoId: 8, ultimaExperiencia: null }]),
      true,
    );
    expect(f).toEqual({ ...fila, fechaModificacion: new Date(Date.UTC(2026, 8, 11, 2, 28, 55, 359)) });
    expect(leerFilasBusqueda('[]')).toEqual([]);
  });

  it('validating, a malformed row is refused', () => {
    expect(() => leerFilasBusqueda(JSON.stringify([{ ...fila, candidatoId: 'siete' }]), true)).toThrow();
    expect(() => leerFilasBusqueda(JSON.stringify([{ ...fila, fechaModificacion: 'ayer' }]), true)).toThrow();
    expect(() => leerFilasBusqueda(JSON.stringify([{ ...fila, vetadoPorClientes: -1 }]), true)).toThrow();
    expect(() => leerFilasBusqueda(JSON.stringify([{ ...fila, ciudad: undefined }]), true)).toThrow();
  });
});
