/** Grouping of the order detail's candidates by state, and which one-click moves can be undone (issue 13). */
import { describe, expect, it } from 'vitest';
import { agruparCandidatos, reversaDisponible, situacionTras } from './grupos';
import { CandidatosLote, EntradaSeleccionarVarios, MENSAJES_LOTE } from './lote';

const c = (id: number, estado: number, pool: number) => ({ id, estado, pool });

describe('agruparCandidatos', () => {
  it('pre-selected and selected always (even empty), then each state in process order only when someone is in it; list order kept', () => {
    const grupos = agruparCandidatos([
      c(1, 1, 1),
      c(2, 0, 0),
      c(3, 6, 1),
      c(4, 1, 1),
      c(5, 0, 1),
      c(6, 0, 0),
    ]);
    expect(grupos.map((g) => [g.titulo, g.candidatos.map((x) => x.id)])).toEqual([
      ['Preseleccionados', [2, 6]],
      ['Seleccionados', [5]],
      ['Enviado a cliente', [1, 4]],
      ['En contratación', [3]],
    ]);
  });

  it('no candidates: only the two fixed groups, empty', () => {
    expect(agruparCandidatos([]).map((g) => [g.clave, g.candidatos.length])).toEqual([
      ['preseleccionados', 0],
      ['seleccionados', 0],
    ]);
  });
});

describe('reversaDisponible', () => {
  const preseleccionado = { estado: 0, pool: 0, activo: true, etapaPedido: 3 };

  it('Seleccionar at stages 2–3 is undone by Devolver, and Devolver by Seleccionar', () => {
    const tras = situacionTras('seleccionar', preseleccionado)!;
    expect(tras).toEqual({ ...preseleccionado, pool: 1 });
    expect(reversaDisponible('seleccionar', tras)).toBe('devolverPreseleccion');
    const devuelto = situacionTras('devolverPreseleccion', tras)!;
    expect(reversaDisponible('devolverPreseleccion', devuelto)).toBe('seleccionar');
  });

  it('Seleccionar at stage 4 cannot be undone (Devolver is not allowed in Legalización): it is confirmed instead', () => {
    const tras = situacionTras('seleccionar', { ...preseleccionado, etapaPedido: 4 })!;
    expect(reversaDisponible('seleccionar', tras)).toBeNull();
  });

  it.each(['validar', 'aprobarEntrevista', 'sePresenta'] as const)(
    '%s has no reverse move: confirmed, never undone',
    (accion) => {
      expect(reversaDisponible(accion, { estado: 2, pool: 1, activo: true, etapaPedido: 4 })).toBeNull();
    },
  );

  it('situacionTras answers null when the machine refuses the move', () => {
    expect(situacionTras('validar', preseleccionado)).toBeNull();
  });
});

describe('bulk input', () => {
  it('refuses an empty, repeated or oversized batch with Spanish messages and accepts a valid one', () => {
    expect(CandidatosLote.safeParse([]).error?.issues[0]?.message).toBe(MENSAJES_LOTE.vacio);
    expect(
      CandidatosLote.safeParse([
        { id: 1, version: 0 },
        { id: 1, version: 2 },
      ]).error?.issues[0]?.message,
    ).toBe(MENSAJES_LOTE.repetido);
    expect(
      CandidatosLote.safeParse(Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: 0 }))).error
        ?.issues[0]?.message,
    ).toBe(MENSAJES_LOTE.maximo);
    expect(EntradaSeleccionarVarios.parse({ pedidoId: 3, candidatos: [{ id: 1, version: 0 }] })).toEqual({
      pedidoId: 3,
      candidatos: [{ id: 1, version: 0 }],
    });
  });
});
