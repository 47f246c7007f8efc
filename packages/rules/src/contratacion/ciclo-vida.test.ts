import { describe, expect, it } from 'vitest';
import {
  accesoOrden,
  campoEditable,
  estadoOrden,
  estadoOrdenCliente,
  mostrarAsociacion,
  mostrarRadicar,
  mostrarReenviarInduccion,
  puedeCambiarConceptos,
  puedeCrearOrden,
  puedeEditar,
  puedeRadicar,
} from './ciclo-vida';
import { MENSAJES_CONTRATACION as M } from './mensajes';

const SIN_GUARDAR = { id: null, radicado: false, radicacionPendiente: false };
const GUARDADA = { id: 7, radicado: false, radicacionPendiente: false };
const RADICANDO = { id: 7, radicado: false, radicacionPendiente: true };
const RADICADA = { id: 7, radicado: true, radicacionPendiente: false };

describe('ciclo de vida de la orden de contratación', () => {
  it.each([
    [SIN_GUARDAR, 'sin_guardar', false],
    [GUARDADA, 'guardada', true],
    [RADICANDO, 'radicando', false],
    [RADICADA, 'radicada', false],
  ] as const)('%j → %s, "Radicar Orden" visible: %s', (o, estado, radicar) => {
    expect(estadoOrden(o)).toBe(estado);
    expect(mostrarRadicar(o)).toBe(radicar);
  });

  it.each([
    // estado candidato, estado pedido, acceso
    [6, 2, 'editar'],
    [6, 3, 'editar'],
    [6, 4, 'editar'],
    [7, 4, 'editar'],
    [6, 5, null],
    [6, 0, null],
    [6, 1, null],
    [8, 4, 'ver'],
    [8, 5, 'ver'],
    [9, 4, 'ver'],
    [0, 4, null],
    [4, 4, null],
    [5, 4, null],
    [10, 4, null],
  ] as const)('candidate %d in an order in stage %d → %s', (c, p, acceso) => {
    expect(accesoOrden(c, p)).toBe(acceso);
    expect(puedeCrearOrden([c], p).ok).toBe(acceso === 'editar');
  });

  it('create: the stage message wins; every candidate must be in 6-7', () => {
    expect(puedeCrearOrden([6], 5)).toEqual({ ok: false, mensaje: M.pedidoNoPermite });
    expect(puedeCrearOrden([6, 4], 4)).toEqual({ ok: false, mensaje: M.candidatoNoPermite });
    expect(puedeCrearOrden([], 4)).toEqual({ ok: false, mensaje: M.candidatoNoPermite });
  });

  it.each([
    ['sin_guardar', 'salario', true],
    ['guardada', 'cargoId', true],
    ['radicando', 'observaciones', false],
    ['radicada', 'salario', false],
    ['radicada', 'cargoId', false],
    ['radicada', 'observaciones', true],
    ['radicada', 'observacionesCompra', true],
  ] as const)('state %s: field %s editable %s', (estado, campo, editable) => {
    expect(campoEditable(estado, campo)).toBe(editable);
  });

  it('edit: a filed order only changes its observations; nothing while filing', () => {
    expect(puedeEditar('guardada', ['salario', 'cargoId'])).toEqual({ ok: true });
    expect(puedeEditar('radicada', ['observaciones'])).toEqual({ ok: true });
    expect(puedeEditar('radicada', ['observaciones', 'salario'])).toEqual({
      ok: false,
      mensaje: M.soloCamposPermitidos,
    });
    expect(puedeEditar('radicando', [])).toEqual({ ok: false, mensaje: M.radicacionPendiente });
    expect(puedeCambiarConceptos('guardada')).toEqual({ ok: true });
    expect(puedeCambiarConceptos('radicada')).toEqual({ ok: false, mensaje: M.yaRadicada });
    expect(puedeCambiarConceptos('radicando')).toEqual({ ok: false, mensaje: M.radicacionPendiente });
  });

  it.each([
    [GUARDADA, { existeEnErp: true }, { ok: true }],
    [GUARDADA, null, { ok: false, mensaje: M.cargoFaltante }],
    [GUARDADA, { existeEnErp: false }, { ok: false, mensaje: M.cargoNoEnMaestro }],
    [RADICADA, { existeEnErp: true }, { ok: false, mensaje: M.noRadicable }],
    [RADICANDO, { existeEnErp: true }, { ok: false, mensaje: M.radicacionPendiente }],
    [SIN_GUARDAR, { existeEnErp: true }, { ok: false, mensaje: M.noRadicable }],
  ] as const)('file %j with position %j → %j', (o, cargo, esperado) => {
    expect(puedeRadicar(o, cargo)).toEqual(esperado);
  });

  it.each([
    [RADICADA, 3, true],
    [RADICADA, 4, true],
    [RADICADA, 2, false],
    [RADICADA, 5, false],
    [GUARDADA, 4, false],
    [RADICANDO, 4, false],
  ] as const)('"Enviar de nuevo inducción" for %j in stage %d: %s', (o, etapa, visible) => {
    expect(mostrarReenviarInduccion(o, etapa)).toBe(visible);
  });

  it.each([
    [RADICADA, 6, true],
    [RADICADA, 8, true],
    [RADICADA, 7, false],
    [RADICADA, 9, false],
    [GUARDADA, 6, false],
    [RADICANDO, 8, false],
  ] as const)('association button for %j, candidate %d: %s', (o, estado, visible) => {
    expect(mostrarAsociacion(o, estado)).toBe(visible);
  });

  it.each([
    [false, false, 'guardada'],
    [false, true, 'guardada'],
    [true, false, 'radicada'],
    [true, true, 'enviada_nomina'],
  ] as const)('client status: filed %s, CV sent %s → %s', (radicado, enviada, estado) => {
    expect(estadoOrdenCliente(radicado, enviada)).toBe(estado);
  });
});
