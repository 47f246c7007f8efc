/** The report's statement text is kept by shape (textoPorForma): the same object for the same scope and filters. */
import { describe, expect, it } from 'vitest';
import type { AlcanceInforme } from './alcance';
import { consultaColumnas } from './informe';

describe('consultaColumnas', () => {
  it('the report: the same shape the same text; a scope or a filter another text, with its values', () => {
    const ventanas = [
      { clave: 'm1', tipo: 'mes', desde: '2026-10-01', hasta: '2026-10-31', etiqueta: 'Oct' },
    ] as const;
    const todos: AlcanceInforme = { todos: true, sucursales: [], clientes: null, alcance: { todos: true } };
    const rango = { desde: '2026-10-01', hasta: '2026-10-31' } as const;
    const a = consultaColumnas([...ventanas], todos, {}, rango);
    expect(consultaColumnas([...ventanas], todos, {}, rango).sql).toBe(a.sql);
    const filtrada = consultaColumnas([...ventanas], todos, { sucursalId: 3 }, rango);
    expect(filtrada.sql).not.toBe(a.sql);
    expect(filtrada.valores).toContain(3);
    expect(consultaColumnas([...ventanas], todos, {}, null).sql).not.toBe(a.sql);
  });
});
