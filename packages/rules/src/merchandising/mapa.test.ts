import { describe, expect, it } from 'vitest';
import { limitesDe } from './geo';
import { adelgazar, EntradaCumplimiento, EntradaRecorrido, MENSAJES_MAPA } from './mapa';
import { codificarPuntos, decodificarPuntos, totalesCumplimiento } from './mapa-dto';

const mensajes = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('EntradaRecorrido', () => {
  it.each([
    ['sin mercaderista', { fecha: '2026-11-20' }, [MENSAJES_MAPA.sinMercaderista]],
    ['mercaderista null', { mercaderistaId: null, fecha: '2026-11-20' }, [MENSAJES_MAPA.sinMercaderista]],
    ['fecha imposible', { mercaderistaId: 3, fecha: '2026-02-30' }, ['Fecha inválida']],
    ['completa', { mercaderistaId: 3, fecha: '2026-11-20' }, []],
  ])('%s', (_, entrada, esperados) => {
    expect(mensajes(EntradaRecorrido.safeParse(entrada))).toEqual(esperados);
  });
});

describe('EntradaCumplimiento', () => {
  it.each([
    ['un día', { desde: '2026-11-20', hasta: '2026-11-20' }, []],
    ['31 días calendario (ambos extremos incluidos)', { desde: '2026-11-01', hasta: '2026-12-01' }, []],
    ['32 días calendario', { desde: '2026-11-01', hasta: '2026-12-02' }, [MENSAJES_MAPA.rangoLargo(31)]],
    ['invertido', { desde: '2026-11-21', hasta: '2026-11-20' }, [MENSAJES_MAPA.rangoInvertido]],
  ])('%s', (_, entrada, esperados) => {
    expect(mensajes(EntradaCumplimiento.safeParse(entrada))).toEqual(esperados);
  });
});

describe('adelgazar', () => {
  it('deja igual lo que cabe', () => {
    expect(adelgazar([1, 2, 3], 3)).toEqual([1, 2, 3]);
  });
  it('conserva el primero y el último, en orden, y exactamente `max` elementos', () => {
    const todos = Array.from({ length: 10_001 }, (_, i) => i);
    const r = adelgazar(todos, 1500);
    expect(r).toHaveLength(1500);
    expect(r[0]).toBe(0);
    expect(r.at(-1)).toBe(10_000);
    expect(r.every((x, i) => i === 0 || x > (r[i - 1] as number))).toBe(true);
  });
});

describe('limitesDe y totales', () => {
  it('caja de las coordenadas; null sin ninguna', () => {
    expect(limitesDe([])).toBeNull();
    expect(
      limitesDe([
        { latitud: 4.7, longitud: -74.1 },
        { latitud: 4.9, longitud: -74.0 },
      ]),
    ).toEqual({ sur: 4.7, oeste: -74.1, norte: 4.9, este: -74.0 });
  });
  it('la proporción total es la de las sumas, no el promedio de las filas', () => {
    const fila = (planeados: number, visitados: number) => ({
      planeados,
      visitados,
      proporcion: null,
      minutosEnAlmacenes: 10,
      puntosFueraDeRuta: 1,
      puntos: 5,
    });
    expect(totalesCumplimiento([fila(1, 1), fila(3, 0)])).toEqual({
      planeados: 4,
      visitados: 1,
      proporcion: 0.25,
      minutosEnAlmacenes: 20,
      puntosFueraDeRuta: 2,
      puntos: 10,
    });
    expect(totalesCumplimiento([]).proporcion).toBeNull();
  });
});

describe('puntos del recorrido como texto', () => {
  it('codificar y decodificar devuelve los mismos puntos, sin perder decimales ni milisegundos', () => {
    const puntos = [
      { latitud: 4.711234, longitud: -74.072109, en: 1_764_000_000_123 },
      { latitud: -4.2, longitud: -81.73, en: 0 },
      { latitud: 13.39, longitud: -66.85, en: 1 },
    ];
    expect(decodificarPuntos(codificarPuntos(puntos))).toEqual(puntos);
    expect(codificarPuntos(puntos.slice(0, 1))).toBe('4.711234,-74.072109,1764000000123');
    expect(decodificarPuntos(codificarPuntos([]))).toEqual([]);
  });
});
