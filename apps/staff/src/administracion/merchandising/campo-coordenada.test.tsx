import { describe, expect, it } from 'vitest';
import { CamposAlmacen, MENSAJES_MERCHANDISING_ADMIN as M } from '@talento/rules';
import { leerCoordenada } from './campo-coordenada';

describe('leerCoordenada', () => {
  it('lee coma o punto decimal y negativos; vacío es null; lo demás queda como texto para el mensaje del esquema', () => {
    expect(leerCoordenada('4,6932')).toBe(4.6932);
    expect(leerCoordenada(' -74.0868 ')).toBe(-74.0868);
    expect(leerCoordenada('')).toBeNull();
    expect(leerCoordenada('4,6,9')).toBe('4,6,9');
    expect(leerCoordenada('abc')).toBe('abc');
  });

  it('el formulario del almacén nombra el error bajo el campo', () => {
    const r = CamposAlmacen.safeParse({
      clienteId: 1,
      nombre: 'Éxito',
      latitud: leerCoordenada('abc'),
      longitud: 1,
    });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['latitud', M.latitud],
    ]);
  });
});
