import { describe, expect, it } from 'vitest';
import { EntradaFilasInforme, EntradaInformeGeneral, EntradaValidarIndicador } from './entradas';
import { MENSAJES_REPORTES as M } from './mensajes';

const mensajes = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('entradas del informe de operaciones', () => {
  it.each([
    [{}, M.fechaRequerida],
    [{ fecha: '2026-02-30' }, M.fechaRequerida],
    [{ fecha: '2026-11-24', k: -1 }, M.kInvalido],
    [{ fecha: '2026-11-24', k: 'uno' }, M.kInvalido],
  ])('INFORME GENERAL refuses %j with a Spanish message', (entrada, mensaje) => {
    expect(mensajes(EntradaInformeGeneral.safeParse(entrada))).toContain(mensaje);
  });

  it('defaults K to 1', () => {
    expect(EntradaInformeGeneral.parse({ fecha: '2026-11-24' }).k).toBe(1);
  });

  it.each([
    [{ medida: 'x', desde: '2026-11-01', hasta: '2026-11-02' }, M.medidaInvalida],
    [{ medida: 'vacantes', desde: '2026-11-03', hasta: '2026-11-02' }, M.rangoInvalido],
    [{ medida: 'vacantes', desde: '2026-01-01', hasta: '2026-11-02' }, M.rangoLargo],
  ])('filas refuses %j', (entrada, mensaje) => {
    expect(mensajes(EntradaFilasInforme.safeParse(entrada))).toContain(mensaje);
  });

  it('validar requires the branch', () => {
    expect(mensajes(EntradaValidarIndicador.safeParse({}))).toContain(M.sucursalRequerida);
  });
});
