import { describe, expect, it } from 'vitest';
import { calcularNivelStock, nivelesDesdeMeta, porcentajeCumplimientoStock } from '../../enums/stock';
import { estadoStock } from './cumplimiento';
import {
  EntradaCandidatosPerfilStock,
  EntradaCrearPerfilStock,
  EntradaEditarPerfilStock,
  EntradaVigenciaCandidatoStock,
  nivelesAlCambiarMeta,
  VALORES_INICIALES_PERFIL_STOCK,
} from './formulario';
import { MENSAJES_STOCK_PERFILES as M } from './mensajes';
import { erroresNiveles } from './niveles';
import { enRangoVigencia, RANGOS_VIGENCIA_STOCK, rangoVigencia } from '../rangos-vigencia';
import { esProximo } from './vigencia';

/** The first message of each field (what the form shows under it). */
function errores(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const porCampo: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) porCampo[i.path.join('.')] ??= i.message;
  return porCampo;
}

const base = { clienteId: 1, perfilId: 2, ciudadId: 3, vigencia: 30 };

describe('level rules (spec 02 §5)', () => {
  it.each([
    // meta ≥ 3: all positive, meta > media > baja
    [{ meta: 20, media: 10, baja: 5 }, {}],
    [{ meta: 3, media: 2, baja: 1 }, {}],
    [{ meta: 20, media: 0, baja: 5 }, { media: M.nivelesCeroOMenor }],
    [{ meta: 20, media: 10, baja: 0 }, { baja: M.nivelesCeroOMenor }],
    [
      { meta: 20, media: -1, baja: -2 },
      { media: M.nivelesCeroOMenor, baja: M.nivelesCeroOMenor },
    ],
    [{ meta: 10, media: 10, baja: 5 }, { media: M.altoMayorMedio }],
    [{ meta: 10, media: 12, baja: 5 }, { media: M.altoMayorMedio }],
    [{ meta: 10, media: 5, baja: 5 }, { baja: M.medioMayorBajo }],
    [
      { meta: 10, media: 10, baja: 10 },
      { media: M.altoMayorMedio, baja: M.medioMayorBajo },
    ],
    // meta < 3: only meta above zero
    [{ meta: 2, media: 1, baja: 0 }, {}],
    [{ meta: 1, media: 0, baja: 0 }, {}],
    [{ meta: 2, media: 5, baja: 9 }, {}],
    [{ meta: 0, media: 0, baja: 0 }, { meta: M.altoCero }],
    [{ meta: -4, media: 1, baja: 1 }, { meta: M.altoCero }],
  ])('%j → %j', (niveles, esperado) => {
    expect(Object.fromEntries(erroresNiveles(niveles).map((e) => [e.campo, e.mensaje]))).toEqual(esperado);
  });

  it("the messages are the spec's, word for word", () => {
    expect([M.nivelesCeroOMenor, M.altoMayorMedio, M.medioMayorBajo, M.altoCero, M.duplicado]).toEqual([
      'Los niveles no pueden ser cero o menor.',
      'El nivel alto debe ser mayor al nivel medio.',
      'El nivel medio debe ser mayor al nivel bajo.',
      'El nivel alto no puede ser cero.',
      'Ya existe un stock con el perfil y ciudad especificado',
    ]);
    expect([M.creado, M.actualizado, M.removido, M.sinStock, M.yaEnStock]).toEqual([
      'Stock Creado',
      'Stock Actualizada',
      'Stock Removido',
      'No se han encontrado stock de clientes',
      'Este candidato ya se encuentra en el stock de un cliente.',
    ]);
  });
});

describe('EntradaCrearPerfilStock / EntradaEditarPerfilStock', () => {
  it.each([
    [
      {},
      {
        clienteId: M.campoRequerido,
        perfilId: M.campoRequerido,
        ciudadId: M.campoRequerido,
        vigencia: M.campoRequerido,
        meta: M.campoRequerido,
        media: M.campoRequerido,
        baja: M.campoRequerido,
      },
    ],
    [{ ...base, vigencia: 0, meta: 20, media: 10, baja: 5 }, { vigencia: M.vigenciaMinima }],
    [{ ...base, vigencia: 1.5, meta: 20, media: 10, baja: 5 }, { vigencia: M.campoRequerido }],
    [{ ...base, meta: 20, media: 20, baja: 5 }, { media: M.altoMayorMedio }],
    [{ ...base, meta: 0, media: 0, baja: 0 }, { meta: M.altoCero }],
    [{ ...base, meta: -1, media: 0, baja: 0 }, { meta: M.altoCero }],
    [{ ...base, meta: 20, media: -3, baja: 5 }, { media: M.nivelesCeroOMenor }],
    [{ ...base, meta: 20_000, media: 10, baja: 5 }, { meta: 'Debe ser un número entre 0 y 10000' }],
  ])('%j → %j', (entrada, esperado) => {
    expect(errores(EntradaCrearPerfilStock.safeParse(entrada))).toEqual(esperado);
  });

  it('accepts the defaults (20/10/5) and pedidoAutomatico false unless asked', () => {
    expect(EntradaCrearPerfilStock.parse({ ...base, ...VALORES_INICIALES_PERFIL_STOCK })).toEqual({
      ...base,
      meta: 20,
      media: 10,
      baja: 5,
      pedidoAutomatico: false,
    });
    expect(VALORES_INICIALES_PERFIL_STOCK).toMatchObject({ meta: 20, media: 10, baja: 5 });
  });

  it('edit runs the same level rules', () => {
    expect(
      errores(
        EntradaEditarPerfilStock.safeParse({ id: 1, version: 1, vigencia: 30, meta: 8, media: 4, baja: 4 }),
      ),
    ).toEqual({ baja: M.medioMayorBajo });
    expect(
      EntradaEditarPerfilStock.safeParse({ id: 1, version: 1, vigencia: 30, meta: 8, media: 4, baja: 2 })
        .success,
    ).toBe(true);
  });
});

describe('changing meta fills media (half) and baja (a quarter), whole numbers', () => {
  it.each([
    [20, { media: 10, baja: 5 }],
    [30, { media: 15, baja: 7 }],
    [7, { media: 3, baja: 1 }],
    [3, { media: 1, baja: 0 }],
    [1, { media: 0, baja: 0 }],
    [Number.NaN, { media: 0, baja: 0 }],
    [-8, { media: 0, baja: 0 }],
  ])('meta %d → %j', (meta, esperado) => {
    expect(nivelesAlCambiarMeta(meta)).toEqual(esperado);
  });

  it('with meta ≥ 8 the filled levels always pass the rules (half and quarter stay ordered and positive)', () => {
    for (let meta = 8; meta <= 400; meta++) expect(erroresNiveles(nivelesDesdeMeta(meta))).toEqual([]);
  });
});

describe('level and fulfilment (spec 02 §4)', () => {
  it.each([
    [25, 1, 125],
    [20, 1, 100],
    [19, 2, 95],
    [10, 2, 50],
    [9, 3, 45],
    [5, 3, 25],
    [4, 4, 20],
    [0, 4, 0],
  ])('%d candidates against 20/10/5 → level %d, %d %%', (candidatos, nivel, cumplimiento) => {
    expect(estadoStock(candidatos, { meta: 20, media: 10, baja: 5 })).toEqual({ nivel, cumplimiento });
    expect(calcularNivelStock(candidatos, { meta: 20, media: 10, baja: 5 })).toBe(nivel);
  });

  it('a goal of 0 reads 0 % (no division by zero)', () => {
    expect(porcentajeCumplimientoStock(3, 0)).toBe(0);
  });
});

describe('validity ranges (spec 02 §9: groups of 10 up to 180) and proximos', () => {
  it('18 ranges: 0–10, 11–20, … 171–180', () => {
    expect(RANGOS_VIGENCIA_STOCK).toHaveLength(18);
    expect(RANGOS_VIGENCIA_STOCK.slice(0, 3)).toEqual([
      { hasta: 10, desde: null, etiqueta: '0 a 10 días' },
      { hasta: 20, desde: 11, etiqueta: '11 a 20 días' },
      { hasta: 30, desde: 21, etiqueta: '21 a 30 días' },
    ]);
    expect(RANGOS_VIGENCIA_STOCK.at(-1)).toEqual({ hasta: 180, desde: 171, etiqueta: '171 a 180 días' });
    expect(rangoVigencia(15)).toBeUndefined();
  });

  const hoy = '2026-11-24';
  it.each([
    ['2026-11-24', 10, true],
    ['2026-12-04', 10, true],
    ['2026-12-05', 10, false],
    ['2026-12-05', 20, true],
    ['2026-11-23', 10, true],
    ['2026-11-23', 20, false],
    ['2027-05-23', 180, true],
    ['2027-05-24', 180, false],
    [null, 10, false],
  ] as const)('validity ending %s is in the range up to %d: %s', (fin, hasta, esperado) => {
    expect(enRangoVigencia(fin, hoy, rangoVigencia(hasta)!)).toBe(esperado);
  });

  it('proximos: ending up to 10 days ahead, or already past and not yet expired by the job; later or reset are not', () => {
    expect([
      esProximo('2026-11-24', hoy),
      esProximo('2026-12-04', hoy),
      esProximo('2026-12-05', hoy),
      esProximo('2026-11-20', hoy),
      esProximo(null, hoy),
    ]).toEqual([true, true, false, true, false]);
  });

  it('the pool filter takes only a range end and estado 1 or 2', () => {
    expect(EntradaCandidatosPerfilStock.safeParse({ perfilStockId: 1, rango: 30, estado: 1 }).success).toBe(
      true,
    );
    expect(EntradaCandidatosPerfilStock.safeParse({ perfilStockId: 1, rango: 25 }).success).toBe(false);
    expect(EntradaCandidatosPerfilStock.safeParse({ perfilStockId: 1, estado: 3 }).success).toBe(false);
  });

  it('editing a validity: the start may not be after the end', () => {
    expect(
      errores(
        EntradaVigenciaCandidatoStock.safeParse({
          id: 1,
          inicioVigenciaStock: '2026-12-01',
          vigenciaStock: '2026-11-30',
        }),
      ),
    ).toEqual({
      inicioVigenciaStock: M.inicioDespuesDeFin,
    });
    expect(
      EntradaVigenciaCandidatoStock.safeParse({
        id: 1,
        inicioVigenciaStock: '2026-11-30',
        vigenciaStock: '2026-11-30',
      }).success,
    ).toBe(true);
  });
});
