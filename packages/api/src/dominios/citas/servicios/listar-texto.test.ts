/** The list's statement text is kept by shape (textoPorForma): the same object for the same filters' shape. */
import { describe, expect, it } from 'vitest';
import { aMarcadoresPg } from '../../../nucleo/sql/consulta-preparada';
import { consultaListaCitas } from './listar';

describe('consultaListaCitas', () => {
  const alcance = { todos: true } as const;

  it('citas: the same filters give the same text object, other filters (or another page) another text', () => {
    const uno = consultaListaCitas(alcance, { pagina: 1, estado1: 1 });
    const otro = consultaListaCitas(alcance, { pagina: 1, estado1: 2 });
    expect(otro.sql).toBe(uno.sql);
    expect(otro.params).not.toEqual(uno.params);
    expect(consultaListaCitas(alcance, { pagina: 1, estado2: 1 }).sql).not.toBe(uno.sql);
    expect(consultaListaCitas(alcance, { pagina: 2, estado1: 1 }).sql).not.toBe(uno.sql);
    expect(consultaListaCitas(alcance, { pagina: 1, estado1: 1, orden: 'candidato_asc' }).sql).not.toBe(
      uno.sql,
    );
    // Every value is a placeholder: as many `?` as values.
    expect(aMarcadoresPg(uno.sql).match(/\$\d+/g)?.length ?? 0).toBe(uno.params.length);
  });
});
