import { describe, expect, it } from 'vitest';
import { maquinaPedidoStock as m, MENSAJES_PEDIDOS_STOCK as MS } from './index';

describe('stock order states (1 and 111 editable, approve → 2, read-only afterwards)', () => {
  it.each<[number, boolean, ReturnType<typeof m.accionesStock>]>([
    [1, true, ['guardar', 'aprobar', 'duplicar', 'eliminarLinea']],
    [111, true, ['guardar', 'aprobar', 'duplicar', 'eliminarLinea']],
    [112, false, ['duplicar']],
    [2, false, ['duplicar']],
    [3, false, ['duplicar']],
    [0, false, ['duplicar']],
    [5, false, ['duplicar']],
  ])('state %d: editable %s, actions %j', (estado, editable, acciones) => {
    expect(m.esEditableStock(estado)).toBe(editable);
    expect(m.accionesStock(estado)).toEqual(acciones);
  });

  it.each([1, 111])('approves %d to 2', (estado) => {
    expect(m.aprobarStock(estado)).toEqual({ ok: true, estadoNuevo: 2 });
  });
  it.each([112, 2, 3, 4, 0, 5])('refuses approving %d (read-only)', (estado) => {
    expect(m.aprobarStock(estado)).toEqual({ ok: false, mensaje: MS.soloLectura });
  });
});

describe('stock navigation rules', () => {
  it.each<[number, boolean, string | null]>([
    [1, true, '/stock/pedidos-edit/7'],
    [111, true, '/stock/pedidos-edit/7'],
    [2, true, null],
    [5, true, null],
    [2, false, '/pedido-detail/7'],
    [1, false, '/pedido-detail/7'],
  ])('detail of state %d (stock %s) → %s', (estado, esStock, destino) => {
    expect(m.redireccionDetalleStock({ id: 7, estado, esStock })).toBe(destino);
  });

  it.each<[number, boolean, string | null]>([
    [1, true, null],
    [111, true, null],
    [2, true, '/stock/pedido-detail/7'],
    [0, true, '/stock/pedido-detail/7'],
    [1, false, '/pedido-detail/7'],
  ])('edit of state %d (stock %s) → %s', (estado, esStock, destino) => {
    expect(m.redireccionEdicionStock({ id: 7, estado, esStock })).toBe(destino);
  });

  it('the dashboard opens 1/111 in edit and the rest in the detail', () => {
    expect(m.rutaDePedidoStock(7, 111)).toBe('/stock/pedidos-edit/7');
    expect(m.rutaDePedidoStock(7, 3)).toBe('/stock/pedido-detail/7');
  });
});

describe('candidate state labels in a stock order', () => {
  it.each<[number, string]>([
    [6, 'Enviado a stock'],
    [0, 'Agregado a pedido'],
    [1, 'Enviado a cliente'],
  ])('%d → %s', (estado, etiqueta) => {
    expect(m.etiquetaEstadoCandidatoStock(estado)).toBe(etiqueta);
  });
});
