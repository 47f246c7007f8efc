import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, esquemaDe, leerFila, listaSelect, objetoJson } from './columnas';

const COLUMNAS = {
  id: col.numero('p.id'),
  nombre: col.textoONulo('p.nombre'),
  creado: col.instante('p.created_at'),
  cerrado: col.instanteONulo('p.closed_at'),
  lineas: col.json(z.array(z.object({ id: z.number() })))(`(select '[]'::json)`),
};

describe('columns declared once', () => {
  it('the select list aliases each expression by its key, quoted, in order', () => {
    expect(listaSelect(COLUMNAS)).toBe(
      'p.id as "id",\n    p.nombre as "nombre",\n    p.created_at as "creado",\n    p.closed_at as "cerrado",\n    (select \'[]\'::json) as "lineas"',
    );
    expect(() => listaSelect({ 'x"; drop table y; --': col.numero('1') })).toThrow(
      'Alias de columna inválido',
    );
  });

  it('the JSON object names each expression by its key, in order; a key that is not a plain name is refused', () => {
    expect(objetoJson({ id: COLUMNAS.id, nombre: COLUMNAS.nombre })).toBe(
      "json_build_object('id', p.id,\n      'nombre', p.nombre)",
    );
    expect(() => objetoJson({ "x', 1); drop table y; --": col.numero('1') })).toThrow(
      'Alias de columna inválido',
    );
  });

  it('a nested object is built from its columns; the one of a left join is null when the join found none', () => {
    const ciudad = { id: col.numero('c.id'), nombre: col.texto('c.nombre') };
    expect(col.objeto(ciudad).sql).toBe(objetoJson(ciudad));
    const deJoin = col.objetoONulo('c', ciudad);
    expect(deJoin.sql).toBe(`case when c.id is null then null else ${objetoJson(ciudad)} end`);
    expect(deJoin.esquema.parse(null)).toBeNull();
    expect(deJoin.esquema.parse({ id: 1, nombre: 'Cali' })).toEqual({ id: 1, nombre: 'Cali' });
    expect(() => col.objeto(ciudad).esquema.parse(null)).toThrow();
  });

  it('reads a row: timestamptz text becomes a Date, null stays null, the rest as the driver gave it', () => {
    const fila = leerFila(COLUMNAS, {
      id: 7,
      nombre: null,
      creado: '2026-12-02 08:00:00-05',
      cerrado: null,
      lineas: [{ id: 1 }],
    });
    expect(fila).toEqual({
      id: 7,
      nombre: null,
      creado: new Date('2026-12-02T13:00:00Z'),
      cerrado: null,
      lineas: [{ id: 1 }],
    });
  });

  it('a column the statement did not bring is an error, not an undefined field', () => {
    expect(() => leerFila(COLUMNAS, { id: 7 })).toThrow('La consulta no trajo la columna nombre');
  });

  it('the compiled reader keeps only the declared columns, in order, and is made once per record', () => {
    const fila = {
      id: 1,
      nombre: 'a',
      creado: '2026-01-01T00:00:00Z',
      cerrado: null,
      lineas: [],
      sobra: 'x',
    };
    const leida = leerFila(COLUMNAS, fila);
    expect(Object.keys(leida)).toEqual(['id', 'nombre', 'creado', 'cerrado', 'lineas']);
    expect(leida.lineas).toBe(fila.lineas);
    // The same record read again (another row): the same values, the first row's values not kept.
    expect(leerFila(COLUMNAS, { ...fila, id: 2 }).id).toBe(2);
  });

  it('a record whose key is not a plain name is refused before any code is made from it', () => {
    expect(() => leerFila({ 'x"]; process.exit(1); //': col.numero('1') }, {})).toThrow(
      'Alias de columna inválido',
    );
    expect(() => leerFila(JSON.parse('{"__proto__": {"sql": "1"}}') as never, {})).toThrow(
      'Alias de columna inválido',
    );
  });

  it('the output schema of the columns validates what leerFila produces and rejects other shapes', () => {
    const esquema = z.object(esquemaDe(COLUMNAS));
    const fila = leerFila(COLUMNAS, {
      id: 1,
      nombre: 'a',
      creado: '2026-01-01T00:00:00Z',
      cerrado: '2026-01-02T00:00:00Z',
      lineas: [],
    });
    expect(esquema.parse(fila)).toEqual(fila);
    expect(esquema.safeParse({ ...fila, creado: '2026-01-01' }).success).toBe(false);
  });

  it('a text[] column and a text of fixed values come as the driver gives them; their schema rejects other values', () => {
    const columnas = {
      cargos: col.textos('h.cargos'),
      estado: col.unoDe(['abierta', 'cerrada'])(`'abierta'`),
    };
    const fila = leerFila(columnas, { cargos: ['Mercaderista'], estado: 'abierta' });
    expect(fila).toEqual({ cargos: ['Mercaderista'], estado: 'abierta' });
    const esquema = z.object(esquemaDe(columnas));
    expect(esquema.parse(fila)).toEqual(fila);
    expect(esquema.safeParse({ ...fila, estado: 'otra' }).success).toBe(false);
    expect(esquema.safeParse({ ...fila, cargos: 'Mercaderista' }).success).toBe(false);
  });
});
