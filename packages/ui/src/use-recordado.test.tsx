// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLAVE_FILTROS, limpiarFiltrosRecordados } from './filtros-recordados';
import { useRecordado } from './use-recordado';

const Filtros = z.object({ texto: z.string().max(100), pagina: z.number().int().positive() });
type Filtros = z.infer<typeof Filtros>;
const inicial = (): Filtros => ({ texto: '', pagina: 1 });
const CLAVE = `${CLAVE_FILTROS}busqueda:7`;
const guardado = () => JSON.parse(window.localStorage.getItem(CLAVE) ?? 'null') as unknown;

describe('useRecordado', () => {
  beforeEach(() => window.localStorage.clear());

  it('sin nada guardado usa el valor por defecto y lo deja guardado', () => {
    const { result } = renderHook(() => useRecordado('busqueda:7', Filtros, inicial));
    expect(result.current[0]).toEqual({ texto: '', pagina: 1 });
    expect(guardado()).toEqual({ texto: '', pagina: 1 });
  });

  it('restaura un valor guardado válido y guarda cada cambio', () => {
    window.localStorage.setItem(CLAVE, JSON.stringify({ texto: 'gestion', pagina: 3 }));
    const { result } = renderHook(() => useRecordado('busqueda:7', Filtros, inicial));
    expect(result.current[0]).toEqual({ texto: 'gestion', pagina: 3 });
    act(() => result.current[1]((f) => ({ ...f, pagina: f.pagina + 1 })));
    expect(result.current[0]).toEqual({ texto: 'gestion', pagina: 4 });
    expect(guardado()).toEqual({ texto: 'gestion', pagina: 4 });
  });

  it('un JSON dañado vuelve al valor por defecto y se reescribe', () => {
    window.localStorage.setItem(CLAVE, '{"texto": "ges');
    const { result } = renderHook(() => useRecordado('busqueda:7', Filtros, inicial));
    expect(result.current[0]).toEqual({ texto: '', pagina: 1 });
    expect(guardado()).toEqual({ texto: '', pagina: 1 });
  });

  it('un valor que no cumple el esquema (versión vieja, editado a mano) vuelve al valor por defecto', () => {
    for (const malo of [{ texto: 'x', pagina: -2 }, { texto: 5, pagina: 1 }, 'texto', null, [1, 2]]) {
      window.localStorage.setItem(CLAVE, JSON.stringify(malo));
      const { result, unmount } = renderHook(() => useRecordado('busqueda:7', Filtros, inicial));
      expect(result.current[0], JSON.stringify(malo)).toEqual({ texto: '', pagina: 1 });
      unmount();
    }
  });

  it('otra clave (otra vista de la misma página) carga su propia memoria sin pisar la anterior', () => {
    window.localStorage.setItem(`${CLAVE_FILTROS}vista:a`, JSON.stringify({ texto: 'a', pagina: 1 }));
    window.localStorage.setItem(`${CLAVE_FILTROS}vista:b`, JSON.stringify({ texto: 'b', pagina: 2 }));
    const { result, rerender } = renderHook(({ clave }) => useRecordado(clave, Filtros, inicial), {
      initialProps: { clave: 'vista:a' },
    });
    expect(result.current[0].texto).toBe('a');
    rerender({ clave: 'vista:b' });
    expect(result.current[0]).toEqual({ texto: 'b', pagina: 2 });
    expect(JSON.parse(window.localStorage.getItem(`${CLAVE_FILTROS}vista:a`) ?? 'null')).toEqual({
      texto: 'a',
      pagina: 1,
    });
  });

  it('lo recordado se borra al ingresar (limpiarFiltrosRecordados)', () => {
    const { result, unmount } = renderHook(() => useRecordado('busqueda:7', Filtros, inicial));
    act(() => result.current[1]({ texto: 'gestion', pagina: 2 }));
    unmount();
    limpiarFiltrosRecordados();
    expect(window.localStorage.getItem(CLAVE)).toBeNull();
    const otra = renderHook(() => useRecordado('busqueda:7', Filtros, inicial));
    expect(otra.result.current[0]).toEqual({ texto: '', pagina: 1 });
  });
});
