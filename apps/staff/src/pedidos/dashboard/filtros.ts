import { useEffect, useState } from 'react';
import type { FiltrosCerrados, FiltrosVigentes, VistaDashboard } from '@talento/rules';
import { claveFiltrosDashboard, GRUPO_JEFES_OPERACIONES } from '@talento/rules';
import type { OpcionTypeahead } from '@talento/ui';

export type Disposicion = 'tabla' | 'lista';

/** What the filter bar edits; typeahead choices keep their label so they can be shown when restored. */
export interface EstadoFiltros {
  ciudad: OpcionTypeahead | null;
  cliente: OpcionTypeahead | null;
  sucursalId: number | null;
  indicador: string;
  estadoCandidato: number | null;
  creadoPorId: number | null;
  fac: '' | 'definidos' | 'sin_definir';
  tipoPedido: string;
  desde: string | null;
  hasta: string | null;
}

export const FILTROS_VACIOS: EstadoFiltros = {
  ciudad: null,
  cliente: null,
  sucursalId: null,
  indicador: '',
  estadoCandidato: null,
  creadoPorId: null,
  fac: '',
  tipoPedido: '',
  desde: null,
  hasta: null,
};

interface Recordado {
  filtros: EstadoFiltros;
  disposicion: Disposicion;
}

function leer(clave: string): Partial<Recordado> | null {
  try {
    const texto = window.localStorage.getItem(clave);
    return texto ? (JSON.parse(texto) as Partial<Recordado>) : null;
  } catch {
    return null;
  }
}

export function disposicionPorDefecto(grupos: readonly string[]): Disposicion {
  return grupos.includes(GRUPO_JEFES_OPERACIONES) ? 'lista' : 'tabla';
}

/**
 * Filters and layout of a view, remembered per view and per user in local storage (cleared at login with
 * every `talento:filtros:` key) and restored when the user comes back to the view.
 */
export function useFiltrosRecordados(vista: VistaDashboard, usuarioId: number, grupos: readonly string[]) {
  const clave = claveFiltrosDashboard(vista, usuarioId);
  const inicial = () => {
    const r = leer(clave);
    return {
      filtros: { ...FILTROS_VACIOS, ...(r?.filtros ?? {}) },
      disposicion: r?.disposicion === 'lista' || r?.disposicion === 'tabla' ? r.disposicion : disposicionPorDefecto(grupos),
    };
  };
  const [estado, setEstado] = useState<Recordado & { clave: string }>(() => ({ ...inicial(), clave }));
  // Switching between the two views (same page component) loads the other view's memory.
  if (estado.clave !== clave) setEstado({ ...inicial(), clave });
  useEffect(() => {
    if (estado.clave !== clave) return;
    window.localStorage.setItem(clave, JSON.stringify({ filtros: estado.filtros, disposicion: estado.disposicion }));
  }, [clave, estado]);
  return {
    filtros: estado.filtros,
    disposicion: estado.disposicion,
    setFiltros: (cambio: Partial<EstadoFiltros>) => setEstado((e) => ({ ...e, filtros: { ...e.filtros, ...cambio } })),
    limpiar: () => setEstado((e) => ({ ...e, filtros: FILTROS_VACIOS })),
    setDisposicion: (disposicion: Disposicion) => setEstado((e) => ({ ...e, disposicion })),
  };
}

const opcional = <T,>(v: T | null | ''): T | undefined => (v === null || v === '' ? undefined : v);

/** The procedure input of the current view. */
export function aFiltrosVigentes(f: EstadoFiltros): FiltrosVigentes {
  return {
    ciudadId: f.ciudad?.id,
    clienteId: f.cliente?.id,
    sucursalId: opcional(f.sucursalId),
    indicador: opcional(f.indicador) as FiltrosVigentes['indicador'],
    estadoCandidato: opcional(f.estadoCandidato) as FiltrosVigentes['estadoCandidato'],
    fac: opcional(f.fac),
    tipoPedido: opcional(f.tipoPedido),
  };
}

/** The procedure input of the closed view. */
export function aFiltrosCerrados(f: EstadoFiltros): FiltrosCerrados {
  return {
    ...aFiltrosVigentes({ ...f, indicador: '' }),
    indicador: opcional(f.indicador) as FiltrosCerrados['indicador'],
    creadoPorId: opcional(f.creadoPorId),
    desde: opcional(f.desde),
    hasta: opcional(f.hasta),
  };
}

/** Location filters of the chart and summary table. */
export function aUbicacion(f: EstadoFiltros) {
  return { ciudadId: f.ciudad?.id, clienteId: f.cliente?.id, sucursalId: opcional(f.sucursalId) };
}
