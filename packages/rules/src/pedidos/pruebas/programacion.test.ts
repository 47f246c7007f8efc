import { describe, expect, it } from 'vitest';
import { EstadoPruebaProgramada as E } from '../../enums/pedidos';
import {
  desprogramarPrueba,
  MENSAJES_PROGRAMACION_PRUEBAS as M,
  programacionBloqueada,
  programarPrueba,
} from './programacion';

describe('programación de una prueba de un candidato programado', () => {
  it.each([
    ['programar', programarPrueba, E.NO_PROGRAMADA, { ok: true, estadoNuevo: E.PROGRAMADA }],
    ['programar', programarPrueba, E.PROGRAMADA, { ok: true, estadoNuevo: E.PROGRAMADA }],
    ['programar', programarPrueba, E.PRESENTADA, { ok: false, mensaje: M.presentada }],
    ['desprogramar', desprogramarPrueba, E.PROGRAMADA, { ok: true, estadoNuevo: E.NO_PROGRAMADA }],
    ['desprogramar', desprogramarPrueba, E.NO_PROGRAMADA, { ok: true, estadoNuevo: E.NO_PROGRAMADA }],
    ['desprogramar', desprogramarPrueba, E.PRESENTADA, { ok: false, mensaje: M.presentada }],
  ] as const)('%s desde %i', (_nombre, transicion, desde, esperado) => {
    expect(transicion(desde)).toEqual(esperado);
  });

  it('only a presented test is locked', () => {
    expect([E.PROGRAMADA, E.PRESENTADA, E.NO_PROGRAMADA].map(programacionBloqueada)).toEqual([
      false,
      true,
      false,
    ]);
  });
});
