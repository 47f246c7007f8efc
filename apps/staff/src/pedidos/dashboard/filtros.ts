import { z } from 'zod';
import type { FiltroRapido, FiltrosCerrados, FiltrosVigentes, VistaDashboard } from '@talento/rules';
import { FiltrosRapidosSchema, GRUPO_JEFES_OPERACIONES } from '@talento/rules';
import { OpcionRecordada, useRecordado, type OpcionTypeahead } from '@talento/ui';

/**
 * Layout of the orders: `columnas`, the spec's "table" of stage columns (cards), or `filas`, one dense row per
 * order (the spec's "list", built on the shared Tabla).
 */
export type Disposicion = 'columnas' | 'filas';

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
  /** Quick-filter chips (current view only). */
  rapidos: FiltroRapido[];
}

/** The fields behind "Más filtros" (all but the chips), each with how it is emptied. */
export const FILTROS_AVANZADOS = {
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
} as const satisfies Partial<EstadoFiltros>;

export const FILTROS_VACIOS: EstadoFiltros = { ...FILTROS_AVANZADOS, rapidos: [] };

interface Recordado {
  filtros: EstadoFiltros;
  disposicion: Disposicion;
  /** The "Más filtros" panel is open. */
  masFiltros: boolean;
}

const fecha = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();
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
  // Remembered before the chips existed (or edited by hand): no chip, the other filters kept.
  rapidos: FiltrosRapidosSchema.catch([]),
});
/** Layouts remembered before the dense table: the stage columns were 'tabla', the card list 'lista' (now rows). */
const DISPOSICION_ANTERIOR: Readonly<Record<string, Disposicion>> = { tabla: 'columnas', lista: 'filas' };

/** Filters that no longer pass (an older version of the bar) are cleared; the layout is kept. */
const DashboardRecordado: z.ZodType<Recordado> = z.object({
  filtros: FiltrosRecordados.catch(FILTROS_VACIOS),
  disposicion: z.preprocess(
    (v) => (typeof v === 'string' ? (DISPOSICION_ANTERIOR[v] ?? v) : v),
    z.enum(['columnas', 'filas']),
  ),
  // Remembered before the panel folded: closed.
  masFiltros: z.boolean().catch(false),
});

export function disposicionPorDefecto(grupos: readonly string[]): Disposicion {
  return grupos.includes(GRUPO_JEFES_OPERACIONES) ? 'filas' : 'columnas';
}

/**
 * Filters and layout of a view, remembered per view and per user (`useRecordado`: cleared at login with every
 * remembered filter) and restored when the user comes back to the view; the other view has its own memory.
 */
export function useFiltrosRecordados(vista: VistaDashboard, usuarioId: number, grupos: readonly string[]) {
  const [estado, setEstado] = useRecordado(`pedidos:${vista}:${usuarioId}`, DashboardRecordado, () => ({
    filtros: FILTROS_VACIOS,
    disposicion: disposicionPorDefecto(grupos),
    masFiltros: false,
  }));
  return {
    filtros: estado.filtros,
    disposicion: estado.disposicion,
    masFiltros: estado.masFiltros,
    setFiltros: (cambio: Partial<EstadoFiltros>) =>
      setEstado((e) => ({ ...e, filtros: { ...e.filtros, ...cambio } })),
    limpiar: () => setEstado((e) => ({ ...e, filtros: FILTROS_VACIOS })),
    setDisposicion: (disposicion: Disposicion) => setEstado((e) => ({ ...e, disposicion })),
    setMasFiltros: (masFiltros: boolean) => setEstado((e) => ({ ...e, masFiltros })),
  };
}

export type FiltroAvanzado = keyof typeof FILTROS_AVANZADOS;

/** The advanced filters that narrow the view's answer (the closed view's own ones only there). */
export function filtrosAvanzadosActivos(f: EstadoFiltros, vista: VistaDashboard): FiltroAvanzado[] {
  const propios: readonly FiltroAvanzado[] = ['creadoPorId', 'desde', 'hasta'];
  return (Object.keys(FILTROS_AVANZADOS) as FiltroAvanzado[]).filter(
    (k) => f[k] !== FILTROS_AVANZADOS[k] && (vista === 'cerrados' || !propios.includes(k)),
  );
}

const opcional = <T>(v: T | null | ''): T | undefined => (v === null || v === '' ? undefined : v);

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
    rapidos: f.rapidos.length ? f.rapidos : undefined,
  };
}

/** The procedure input of the closed view (it has no quick filters). */
export function aFiltrosCerrados(f: EstadoFiltros): FiltrosCerrados {
  return {
    ...aFiltrosVigentes({ ...f, indicador: '', rapidos: [] }),
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
