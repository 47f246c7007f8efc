import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alcanceDe, incluyeCliente } from './alcance';
import {
  esSuperusuario,
  GRUPO_ADMINISTRADORES,
  GRUPO_EJECUTIVOS_LIDER,
  GRUPO_GERENTE_SUCURSAL,
  GRUPO_JEFES_OPERACIONES,
  GRUPO_PSICOLOGOS,
  GRUPO_RECLUTADORES,
  GRUPO_STAFF,
  GRUPO_STAFF_CLIENTE,
  PERMISOS_POR_GRUPO,
  resolverPermisos,
} from './grupos';
import { CODIGOS_PERMISO, esPermiso, PERMISOS } from './permisos';

const GRUPOS = Object.keys(PERMISOS_POR_GRUPO);

describe('catálogo de permisos', () => {
  it('every group grants only flags of the catalogue, without repeats', () => {
    for (const [grupo, flags] of Object.entries(PERMISOS_POR_GRUPO)) {
      expect(
        flags.filter((f) => !esPermiso(f)),
        grupo,
      ).toEqual([]);
      expect(new Set(flags).size, grupo).toBe(flags.length);
    }
  });

  it("Administradores hold every flag; atrabajarstaff none; Staff_Cliente starts hiring orders (issue 14) and reads its companies' operations report (issue 19)", () => {
    expect(resolverPermisos([GRUPO_ADMINISTRADORES])).toEqual([...CODIGOS_PERMISO].sort());
    expect(resolverPermisos([GRUPO_STAFF])).toEqual([]);
    expect(resolverPermisos([GRUPO_STAFF_CLIENTE])).toEqual([
      'add_ordencontratacion',
      'read_reportesOperaciones_clientes',
    ]);
  });

  it('esPermiso recognises catalogue codes only', () => {
    expect(esPermiso('add_pedido')).toBe(true);
    expect(esPermiso('toString')).toBe(false);
    expect(esPermiso('ADD_PEDIDO')).toBe(false);
    expect(Object.keys(PERMISOS)).toContain('add_todos_los_clientes');
  });
});

describe('resolverPermisos', () => {
  const tabla = { a: ['x', 'b', 'z'], b: ['z', 'c', 'x'], vacio: [] };

  it('is the union of the flags of the groups, sorted and without repeats', () => {
    expect(resolverPermisos(['a', 'b'], tabla)).toEqual(['b', 'c', 'x', 'z']);
    expect(resolverPermisos(['a', 'a', 'vacio'], tabla)).toEqual(['b', 'x', 'z']);
  });

  it('ignores unknown groups', () => {
    expect(resolverPermisos(['no_existe'], tabla)).toEqual([]);
    expect(resolverPermisos(['no_existe', 'b'], tabla)).toEqual(['c', 'x', 'z']);
    expect(resolverPermisos([])).toEqual([]);
  });

  // Unknown group names must be ignored even when they name an Object.prototype member.
  it('ignores unknown groups named like Object.prototype members', () => {
    expect(resolverPermisos(['constructor', 'toString', '__proto__', 'hasOwnProperty'])).toEqual([]);
    expect(resolverPermisos(['constructor', GRUPO_RECLUTADORES])).toEqual(
      resolverPermisos([GRUPO_RECLUTADORES]),
    );
  });

  it('uses PERMISOS_POR_GRUPO by default', () => {
    const psicologa = resolverPermisos([GRUPO_STAFF, GRUPO_PSICOLOGOS]);
    expect(psicologa).toContain('read_hojadevida');
    expect(psicologa).toContain('add_fac');
    expect(psicologa).not.toContain('add_todos_los_clientes');
    expect(resolverPermisos([GRUPO_STAFF, GRUPO_JEFES_OPERACIONES])).toContain('add_todos_los_clientes');
    expect(resolverPermisos([GRUPO_GERENTE_SUCURSAL])).toContain('add_todos_los_clientes');
    expect(resolverPermisos([GRUPO_RECLUTADORES])).not.toContain('add_pedido');
    expect(resolverPermisos([GRUPO_EJECUTIVOS_LIDER, GRUPO_RECLUTADORES])).toEqual(
      [
        ...new Set([
          ...PERMISOS_POR_GRUPO[GRUPO_EJECUTIVOS_LIDER]!,
          ...PERMISOS_POR_GRUPO[GRUPO_RECLUTADORES]!,
        ]),
      ].sort(),
    );
  });

  it('property: order-independent, idempotent, sorted, deduplicated, monotone', () => {
    const grupos = fc.array(
      fc.oneof(
        fc.constantFrom(...GRUPOS),
        fc.string({ maxLength: 8 }).filter((g) => !(g in Object.prototype)),
      ),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(grupos, grupos, (g1, g2) => {
        const r = resolverPermisos(g1);
        expect(resolverPermisos([...g1].reverse())).toEqual(r);
        expect(resolverPermisos([...g1, ...g1])).toEqual(r);
        expect(resolverPermisos([...g1, ...g2])).toEqual(resolverPermisos([...g2, ...g1]));
        expect([...r].sort()).toEqual(r);
        expect(new Set(r).size).toBe(r.length);
        const union = resolverPermisos([...g1, ...g2]);
        for (const flag of r) expect(union).toContain(flag);
        for (const flag of r)
          expect(
            g1.some((g) =>
              (Object.hasOwn(PERMISOS_POR_GRUPO, g) ? PERMISOS_POR_GRUPO[g]! : []).includes(flag as never),
            ),
          ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('alcanceDe', () => {
  it('todos with add_todos_los_clientes for agency staff', () => {
    const a = alcanceDe(['read_pedido', 'add_todos_los_clientes'], [3], false);
    expect(a).toEqual({ todos: true });
    expect(incluyeCliente(a, 999)).toBe(true);
  });

  it('never todos for client staff, even holding the flag', () => {
    const a = alcanceDe(['add_todos_los_clientes'], [7], true);
    expect(a).toEqual({ todos: false, ids: [7] });
    expect(incluyeCliente(a, 7)).toBe(true);
    expect(incluyeCliente(a, 8)).toBe(false);
  });

  it('the listed clients otherwise (none when the list is empty)', () => {
    const a = alcanceDe(['read_pedido'], [1, 2], false);
    expect(a).toEqual({ todos: false, ids: [1, 2] });
    expect(incluyeCliente(a, 3)).toBe(false);
    expect(incluyeCliente(alcanceDe([], [], false), 1)).toBe(false);
  });

  it('copies the id list (later changes to the input do not widen the scope)', () => {
    const ids = [1];
    const a = alcanceDe([], ids, false);
    ids.push(2);
    expect(incluyeCliente(a, 2)).toBe(false);
  });
});

describe('esSuperusuario', () => {
  it.each([
    [[GRUPO_STAFF, GRUPO_JEFES_OPERACIONES], true],
    [[GRUPO_ADMINISTRADORES], true],
    [[GRUPO_STAFF, GRUPO_PSICOLOGOS], false],
    [[GRUPO_GERENTE_SUCURSAL, GRUPO_EJECUTIVOS_LIDER], false],
    [[GRUPO_STAFF_CLIENTE], false],
    [[], false],
    [['jefes_de_operaciones'], false],
  ] as const)('%j → %s', (grupos, esperado) => {
    expect(esSuperusuario(grupos)).toBe(esperado);
  });
});
