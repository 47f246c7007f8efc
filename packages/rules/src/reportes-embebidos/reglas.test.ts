import { describe, expect, it } from 'vitest';
import { EntradaGuardarReporteEmbebido } from './entradas';
import { MENSAJES_REPORTES_EMBEBIDOS as M } from './mensajes';
import { leerOrigenesReportes, origenDeUrl, origenPermitido, reporteVisible, urlSegura } from './reglas';

describe('reportes embebidos: reglas', () => {
  it.each([
    ['https://reportes.ejemplo.co/embed/1?x=2', 'https://reportes.ejemplo.co'],
    ['https://reportes.ejemplo.co:8443/a', 'https://reportes.ejemplo.co:8443'],
    ['http://127.0.0.1:3000/salud', 'http://127.0.0.1:3000'],
    ['javascript:alert(1)', null],
    ['ftp://x.co/a', null],
    ['no es url', null],
  ])('origenDeUrl(%s) = %s', (url, origen) => {
    expect(origenDeUrl(url)).toBe(origen);
  });

  it.each([
    ['https://a.co/x', true],
    ['http://localhost:8080/x', true],
    ['http://127.0.0.1/x', true],
    ['http://a.co/x', false],
    ['data:text/html,hola', false],
  ])('urlSegura(%s) = %s', (url, ok) => {
    expect(urlSegura(url)).toBe(ok);
  });

  it('REPORTES_ORIGENES: bare https origins (http only on localhost), separated by commas or spaces', () => {
    expect(leerOrigenesReportes(undefined)).toEqual({ origenes: [], invalidos: [] });
    expect(
      leerOrigenesReportes('https://bi.co, https://lookerstudio.google.com/ http://localhost:8080'),
    ).toEqual({
      origenes: ['https://bi.co', 'https://lookerstudio.google.com', 'http://localhost:8080'],
      invalidos: [],
    });
    expect(leerOrigenesReportes('http://bi.co https://bi.co/ruta *')).toEqual({
      origenes: [],
      invalidos: ['http://bi.co', 'https://bi.co/ruta', '*'],
    });
  });

  it('only the configured origins may be framed', () => {
    expect(origenPermitido('https://bi.co/r/1', ['https://bi.co'])).toBe(true);
    expect(origenPermitido('https://bi.co.malo.com/r/1', ['https://bi.co'])).toBe(false);
    expect(origenPermitido('https://bi.co/r/1', [])).toBe(false);
  });

  const reporte = { activo: true, permiso: 'read_reporte', clienteId: null as number | null };
  it.each([
    ['active, flag held, no client', reporte, ['read_reporte'], { todos: false as const, ids: [] }, true],
    ['inactive', { ...reporte, activo: false }, ['read_reporte'], { todos: true as const }, false],
    ['flag missing', reporte, ['read_cita'], { todos: true as const }, false],
    [
      'client in scope',
      { ...reporte, clienteId: 7 },
      ['read_reporte'],
      { todos: false as const, ids: [7] },
      true,
    ],
    [
      'client outside the scope',
      { ...reporte, clienteId: 7 },
      ['read_reporte'],
      { todos: false as const, ids: [8] },
      false,
    ],
    [
      'client, user sees every client',
      { ...reporte, clienteId: 7 },
      ['read_reporte'],
      { todos: true as const },
      true,
    ],
  ])('reporteVisible: %s', (_caso, r, permisos, alcance, esperado) => {
    expect(reporteVisible(r, permisos, alcance)).toBe(esperado);
  });

  it('the form schema refuses insecure or malformed URLs and unknown flags with Spanish messages', () => {
    const base = {
      nombre: 'Rotación',
      url: 'https://bi.co/r/1',
      tipo: 'operaciones',
      permiso: 'read_reporte',
    } as const;
    expect(EntradaGuardarReporteEmbebido.parse(base)).toMatchObject({ clienteId: null, activo: true });
    const errores = (v: object) =>
      EntradaGuardarReporteEmbebido.safeParse({ ...base, ...v }).error?.issues.map((i) => i.message);
    expect(errores({ url: 'http://bi.co/r/1' })).toEqual([M.urlNoSegura]);
    expect(errores({ url: 'bi.co/r/1' })).toEqual([M.urlInvalida]);
    expect(errores({ nombre: '  ' })).toEqual([M.nombreRequerido]);
    expect(errores({ permiso: 'ser_dios' })).toEqual([M.permisoInvalido]);
  });
});
