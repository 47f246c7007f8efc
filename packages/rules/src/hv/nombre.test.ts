import { describe, expect, it } from 'vitest';
import { apellidosDe, nombreCompleto, nombresDe } from './nombre';

describe('nombreCompleto / nombresDe / apellidosDe', () => {
  it.each([
    [
      { nombre1: 'Ana', nombre2: 'María', apellido1: 'Pérez', apellido2: 'Gómez' },
      'Ana María Pérez Gómez',
      'Ana María',
      'Pérez Gómez',
    ],
    [{ nombre1: 'Ana', nombre2: null, apellido1: 'Pérez', apellido2: null }, 'Ana Pérez', 'Ana', 'Pérez'],
    [{ nombre1: ' Ana ', nombre2: '  ', apellido1: 'Pérez', apellido2: '' }, 'Ana Pérez', 'Ana', 'Pérez'],
    [{ nombre1: 'Ana', apellido1: 'Pérez' }, 'Ana Pérez', 'Ana', 'Pérez'],
    [{ nombre1: null, apellido1: null }, '', '', ''],
  ])('%j → "%s"', (partes, completo, nombres, apellidos) => {
    expect([nombreCompleto(partes), nombresDe(partes), apellidosDe(partes)]).toEqual([
      completo,
      nombres,
      apellidos,
    ]);
  });
});
