import { z } from 'zod';
import type { FiltrosCerrados, FiltrosVigentes, VistaDashboard } from '@talento/rules';
import { GRUPO_JEFES_OPERACIONES } from '@talento/rules';
import { OpcionRecordada, useRecordado, type OpcionTypeahead } from '@talento/ui';

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

const fecha = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable();
const FiltrosRecordados: z.ZodType<EstadoFiltros> = z.object({
  ciudad: OpcionRecordada.nullable(),
  cliente: OpcionRecordada.nullable(),
  sucursalId: z.number().int().positive().nullable(),
  indicador: z.string().max(50),
  estadoCandidato: z.number().int().nullable(),
  creadoPorId: z.number().int().positive().nullable(),
  fac: z.enum(['', 'definidos', 'sin_definir']),
  tipoPedido: z.string().max(50),
  desde: fecha,
  hasta: fecha,
});
/** Filters that no longer pass (an older version of the bar) are cleared; the layout is kept. */
const DashboardRecordado: z.ZodType<Recordado> = z.object({
  filtros: FiltrosRecordados.catch(FILTROS_VACIOS),
  disposicion: z.enum(['tabla', 'lista']),
});

export function disposicionPorDefecto(grupos: readonly string[]): Disposicion {
  return grupos.includes(GRUPO_JEFES_OPERACIONES) ? 'lista' : 'tabla';
}

/**
 * Filters and layout of a view, remembered per view and per user (`useRecordado`: cleared at login with every
 * remembered filter) and restored when the user comes back to the view; the other view has its own memory.
 */
export function useFiltrosRecordados(vista: VistaDashboard, usuarioId: number, grupos: readonly string[]) {
  const [estado, setEstado] = useRecordado(`pedidos:${vista}:${usuarioId}`, DashboardRecordado, () => ({
    filtros: FILTROS_VACIOS,
    disposicion: disposicionPorDefecto(grupos),
  }));
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
