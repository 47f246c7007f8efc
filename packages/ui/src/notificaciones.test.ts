import { describe, expect, it } from 'vitest';
import { aErrorDeServidor } from './notificaciones';

describe('aErrorDeServidor', () => {
  it('lee estado, detalle y campos de un error de tRPC', () => {
    const error = {
      message: 'x',
      data: { httpStatus: 409, detalle: 'El registro fue modificado', campos: { a: ['m'] } },
    };
    expect(aErrorDeServidor(error)).toEqual({
      status: 409,
      detalle: 'El registro fue modificado',
      campos: { a: ['m'] },
    });
  });

  it('un error sin datos (red caída) queda con estado 0, que el manejador trata como "otro"', () => {
    expect(aErrorDeServidor(new Error('Failed to fetch'))).toEqual({
      status: 0,
      detalle: undefined,
      campos: undefined,
    });
    expect(aErrorDeServidor(null).status).toBe(0);
  });
});
