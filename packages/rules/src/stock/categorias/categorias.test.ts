import { describe, expect, it } from 'vitest';
import {
  CamposCategoriaStock,
  EntradaAgregarCandidatoCategoria,
  EntradaClienteStock,
  EntradaListarCandidatosCategoria,
} from './entradas';
import {
  MENSAJES_CANDIDATOS_CATEGORIA as MC,
  MENSAJES_CATEGORIAS_STOCK as MG,
  MENSAJES_CLIENTES_STOCK as MS,
} from './mensajes';
import { RANGOS_VIGENCIA_CATEGORIA, rangosDeVigencia } from '../rangos-vigencia';

/** The first message of each field (what the form shows under it). */
function errores(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const porCampo: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) porCampo[i.path.join('.')] ??= i.message;
  return porCampo;
}

describe('EntradaClienteStock (spec 02 §5: un cliente debe elegirse)', () => {
  it.each([
    [{}, { clienteId: MS.campoRequerido }],
    [{ clienteId: null }, { clienteId: MS.campoRequerido }],
    [{ clienteId: 0 }, { clienteId: MS.campoRequerido }],
    [{ clienteId: 7 }, {}],
  ])('%j → %j', (entrada, esperado) => {
    expect(errores(EntradaClienteStock.safeParse(entrada))).toEqual(esperado);
  });
});

describe('CamposCategoriaStock (nombre, vigencia ≥ 1 y estado requeridos)', () => {
  it.each([
    [{}, { nombre: MG.campoRequerido, vigencia: MG.campoRequerido, estado: MG.estadoInvalido }],
    [{ nombre: '  ', vigencia: 30, estado: 1 }, { nombre: MG.campoRequerido }],
    [{ nombre: 'Bodega', vigencia: 0, estado: 1 }, { vigencia: MG.vigenciaMinima }],
    [{ nombre: 'Bodega', vigencia: -4, estado: 0 }, { vigencia: MG.vigenciaMinima }],
    [{ nombre: 'Bodega', vigencia: 2.5, estado: 0 }, { vigencia: MG.campoRequerido }],
    [{ nombre: 'Bodega', vigencia: 30, estado: 2 }, { estado: MG.estadoInvalido }],
    [{ nombre: 'x'.repeat(121), vigencia: 30, estado: 1 }, { nombre: 'Máximo 120 caracteres' }],
    [{ nombre: 'Bodega', vigencia: 1, estado: 0 }, {}],
  ])('%j → %j', (entrada, esperado) => {
    expect(errores(CamposCategoriaStock.safeParse(entrada))).toEqual(esperado);
  });

  it('recorta el nombre', () => {
    expect(CamposCategoriaStock.parse({ nombre: ' Bodega ', vigencia: 30, estado: 1 }).nombre).toBe('Bodega');
  });
});

describe('EntradaAgregarCandidatoCategoria (candidato y ciudad requeridos)', () => {
  it.each([
    [{}, { numeroDocumento: MC.campoRequerido, ciudadId: MC.campoRequerido, categoriaId: MC.campoRequerido }],
    [{ numeroDocumento: '1.234', ciudadId: 1, categoriaId: 2 }, { numeroDocumento: MC.documentoInvalido }],
    [{ numeroDocumento: '1234', ciudadId: null, categoriaId: 2 }, { ciudadId: MC.campoRequerido }],
    [{ numeroDocumento: ' 1234 ', ciudadId: 1, categoriaId: 2 }, {}],
  ])('%j → %j', (entrada, esperado) => {
    expect(errores(EntradaAgregarCandidatoCategoria.safeParse(entrada))).toEqual(esperado);
  });
});

describe('rangos de vigencia (spec 02 §9: grupos de 10 hasta 30)', () => {
  it('tres rangos; el primero incluye los ya vencidos', () => {
    expect(RANGOS_VIGENCIA_CATEGORIA).toEqual([
      { hasta: 10, desde: null, etiqueta: '0 a 10 días' },
      { hasta: 20, desde: 11, etiqueta: '11 a 20 días' },
      { hasta: 30, desde: 21, etiqueta: '21 a 30 días' },
    ]);
  });

  it('el del stock por cliente llega a 180 en 18 grupos', () => {
    const r = rangosDeVigencia(10, 180);
    expect(r).toHaveLength(18);
    expect(r.at(-1)).toEqual({ hasta: 180, desde: 171, etiqueta: '171 a 180 días' });
  });

  it.each([
    [{}, true],
    [{ vigenciaHasta: 20 }, true],
    [{ vigenciaHasta: 15 }, false],
    [{ vigenciaHasta: 40 }, false],
    [{ vigenciaHasta: 0 }, false],
  ])('filtro %j válido: %s', (entrada, valido) => {
    const r = EntradaListarCandidatosCategoria.safeParse(entrada);
    expect(r.success).toBe(valido);
    if (!valido) expect(errores(r)).toEqual({ vigenciaHasta: MC.rangoInvalido });
  });
});

describe('mensajes del spec, exactos', () => {
  it('cliente, categoría y candidato', () => {
    expect([MS.yaEnStock, MS.agregado]).toEqual(['El cliente ya se encuentra en stock', 'Cliente en Stock']);
    expect([MG.creada, MG.actualizada, MG.sinCategorias]).toEqual([
      'Categoria creada',
      'Categoria actualizada',
      'No se han encontrado categorias',
    ]);
    expect(MC.enOtraVigente).toBe(
      'Alerta! Este candidato no se puede asignar a una categoria, ya se encuentra en una vigente',
    );
    expect(MG.conCandidatos(1)).toContain('1 candidato activo.');
    expect(MG.conCandidatos(3)).toContain('3 candidatos activos.');
  });
});
