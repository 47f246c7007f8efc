import { K_POR_DEFECTO, MENSAJES_REPORTES as M } from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { aEntrada, errorK } from './entrada';

const filtros = { fecha: '2026-06-10', sucursalId: 3, psicologoId: null, cliente: null, k: K_POR_DEFECTO };

describe('K del informe de operaciones', () => {
  it('the K typed travels to the server (the level is computed with it)', () => {
    expect(aEntrada(filtros)).toEqual({
      fecha: '2026-06-10',
      sucursalId: 3,
      psicologoId: undefined,
      clienteId: undefined,
      k: 1,
    });
    expect(aEntrada({ ...filtros, k: 2.5 }).k).toBe(2.5);
  });

  it('is validated like the server: 0 to 10, with the Spanish message', () => {
    expect(errorK(0)).toBeUndefined();
    expect(errorK(10)).toBeUndefined();
    expect(errorK(1.5)).toBeUndefined();
    expect(errorK(10.5)).toBe(M.kInvalido);
    expect(errorK(null)).toBe(M.kInvalido);
  });
});
