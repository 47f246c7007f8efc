import { describe, expect, it } from 'vitest';
import { MENSAJES } from '../mensajes';
import { mensajeDeError } from './manejador';

describe('mensajeDeError (spec 03 §8)', () => {
  it('400: "Información errada" plus each field message, without repeats', () => {
    const r = mensajeDeError({
      status: 400,
      detalle: 'Información errada',
      campos: {
        usuario: ['Falta algún campo obligatorio'],
        contrasena: ['Falta algún campo obligatorio', 'Muy larga'],
        otro: undefined,
      },
    });
    expect(r.titulo).toBe('Información errada');
    expect(r.titulo).toBe(MENSAJES.errores.informacionErrada);
    expect(r.detalle).toEqual(['Falta algún campo obligatorio', 'Muy larga']);
  });

  it('400 without field messages falls back to the server detail', () => {
    expect(mensajeDeError({ status: 400, detalle: 'Fecha inválida' })).toEqual({
      titulo: 'Información errada',
      detalle: ['Fecha inválida'],
    });
    expect(mensajeDeError({ status: 400, campos: {} })).toEqual({
      titulo: 'Información errada',
      detalle: [],
    });
  });

  it.each([403, 405, 409])('%i: "No puede realizar la acción solicitada" plus the detail', (status) => {
    const detalle = MENSAJES.errores.conflicto;
    expect(mensajeDeError({ status, detalle })).toEqual({
      titulo: 'No puede realizar la acción solicitada',
      detalle: [detalle],
    });
    expect(mensajeDeError({ status })).toEqual({ titulo: MENSAJES.errores.noPuedeRealizar, detalle: [] });
  });

  it('500: "Ocurrio un error al realizar la acción" and never the server detail', () => {
    const r = mensajeDeError({ status: 500, detalle: 'relation "pedido" does not exist' });
    expect(r).toEqual({ titulo: 'Ocurrio un error al realizar la acción', detalle: [] });
  });

  it.each([401, 404, 408, 429, 502, 503, 0])('%i: "No fue posible realizar la acción"', (status) => {
    const r = mensajeDeError({ status, detalle: 'x' });
    expect(r.titulo).toBe('No fue posible realizar la acción');
    expect(r.detalle).toEqual(['x']);
  });

  it('no answer at all (network down, timeout): one human message, never the technical detail', () => {
    for (const status of [0, 500, 503]) {
      expect(mensajeDeError({ status, detalle: 'Failed to fetch', sinConexion: true })).toEqual({
        titulo: 'No hay conexión con el servidor. Revise su conexión e intente de nuevo.',
        detalle: [],
      });
    }
  });
});
