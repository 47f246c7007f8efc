import { describe, expect, it } from 'vitest';
import { EntradaCrearCita, EntradaReagendarCita } from './entradas';
import { MENSAJES_CITAS as M } from './mensajes';

function errores(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const porCampo: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) porCampo[i.path.join('.')] ??= i.message;
  return porCampo;
}

const base = {
  documento: '1020',
  candidatoId: 7,
  razonEntrevista: 1,
  encargadoId: 3,
  fechaHoraEntrevista: new Date('2026-12-01T15:00:00Z'),
};
const espontaneo = { nombres: 'Lina', apellidos: 'Mora', email: 'lina@ejemplo.co', telefono: '3001234567' };

describe('EntradaCrearCita (spec 03 §5)', () => {
  it.each([
    [{ ...base, razonEntrevista: 0 }, { clienteId: M.clienteRequerido }],
    [{ ...base, razonEntrevista: 0, clienteId: null }, { clienteId: M.clienteRequerido }],
    [{ ...base, encargadoId: undefined }, { encargadoId: M.encargadoRequerido }],
    [{ ...base, documento: '10.20' }, { documento: M.documentoInvalido }],
    [{ ...base, candidatoId: undefined }, { espontaneo: M.requerido }],
    [
      { ...base, candidatoId: undefined, espontaneo: { ...espontaneo, email: 'lina@' } },
      { 'espontaneo.email': M.correoInvalido },
    ],
    [
      { ...base, candidatoId: undefined, espontaneo: { ...espontaneo, telefono: '300-123' } },
      { 'espontaneo.telefono': M.telefonoInvalido },
    ],
    [
      { ...base, candidatoId: undefined, espontaneo: { ...espontaneo, nombres: ' ' } },
      { 'espontaneo.nombres': M.requerido },
    ],
    [{ ...base, referenciaId: 6 }, { otrosReferencia: M.otrosReferenciaRequerido }],
  ])('%j → %j', (entrada, esperado) => {
    expect(errores(EntradaCrearCita.safeParse(entrada))).toEqual(esperado);
  });

  it('acepta una entrevista con cliente y un candidato espontáneo (correo en minúsculas)', () => {
    const r = EntradaCrearCita.parse({
      ...base,
      candidatoId: undefined,
      razonEntrevista: 0,
      clienteId: 2,
      espontaneo: { ...espontaneo, email: ' Lina@Ejemplo.CO ' },
    });
    expect(r.espontaneo?.email).toBe('lina@ejemplo.co');
    expect(r.reagendarExistente).toBe(false);
    expect(r.requisitoIds).toEqual([]);
  });
});

describe('EntradaReagendarCita', () => {
  it('la razón del reagendamiento es requerida', () => {
    const { documento: _d, candidatoId: _c, ...resto } = base;
    expect(
      errores(EntradaReagendarCita.safeParse({ ...resto, citaId: 1, version: 1, razonReagendamiento: '  ' })),
    ).toEqual({
      razonReagendamiento: M.razonReagendamientoRequerida,
    });
  });
});
