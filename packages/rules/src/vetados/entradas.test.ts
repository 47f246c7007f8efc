import { describe, expect, it } from 'vitest';
import { EntradaListarVetados, EntradaVetarCandidato } from './entradas';
import { MENSAJES_VETADOS as M } from './mensajes';

/** The first message of each field (what the form shows under it). */
function errores(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const porCampo: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) porCampo[i.path.join('.')] ??= i.message;
  return porCampo;
}

describe('EntradaVetarCandidato (spec 02 §5: candidato y cliente requeridos)', () => {
  it.each([
    [{}, { numeroDocumento: M.campoRequerido, clienteId: M.campoRequerido }],
    [{ numeroDocumento: '   ', clienteId: 3 }, { numeroDocumento: M.campoRequerido }],
    [{ numeroDocumento: '1.234', clienteId: 3 }, { numeroDocumento: M.documentoInvalido }],
    [{ numeroDocumento: '1234', clienteId: null }, { clienteId: M.campoRequerido }],
    [{ numeroDocumento: '1234', clienteId: 0 }, { clienteId: M.campoRequerido }],
    [{ numeroDocumento: '1234', clienteId: 3, motivo: 'x'.repeat(501) }, { motivo: 'Máximo 500 caracteres' }],
  ])('%j → %j', (entrada, esperado) => {
    expect(errores(EntradaVetarCandidato.safeParse(entrada))).toEqual(esperado);
  });

  it('acepta documento y cliente, con o sin motivo, y recorta el documento', () => {
    expect(EntradaVetarCandidato.parse({ numeroDocumento: ' 1020 ', clienteId: 3 })).toEqual({
      numeroDocumento: '1020',
      clienteId: 3,
    });
    expect(
      EntradaVetarCandidato.parse({ numeroDocumento: '1020', clienteId: 3, motivo: 'Abandono del puesto' })
        .motivo,
    ).toBe('Abandono del puesto');
  });
});

describe('EntradaListarVetados', () => {
  it('página 1 por defecto; filtros opcionales', () => {
    expect(EntradaListarVetados.parse({})).toEqual({ pagina: 1 });
    expect(EntradaListarVetados.safeParse({ pagina: 0 }).success).toBe(false);
  });
});

describe('MENSAJES_VETADOS', () => {
  it('la negativa dice quién vetó y cuándo, con la fecha DD/MM/YYYY', () => {
    expect(M.vetadoParaCliente('Juliana Restrepo', '2026-11-20T15:00:00Z')).toBe(
      'Este candidato está vetado por el cliente y no puede agregarse a sus pedidos (lo vetó Juliana Restrepo el 20/11/2026).',
    );
  });
});
