/**
 * Order dashboards (spec 01 §2 "Dashboard"): filter schemas and DTOs shared by the staff page and the
 * `pedidos.dashboard*` procedures, plus the pure rules both sides apply (stage columns, indicator,
 * default date range; the weeks of the indicators chart are in semana.ts).
 */
import { z } from 'zod';
import { campo, FechaIsoSchema, Id } from '../esquemas';
import {
  FILTRO_ESTADO_CANDIDATO,
  FILTRO_FAC,
  FILTRO_RAPIDO,
  PEDIDO_LIMITES,
  type FiltroRapido,
} from '../enums/pedidos';
import { fechaEnZonaNegocio, sumarDias } from '../fechas';
import { enCatalogo } from '../esquemas/catalogo';
import { diasEnRojo } from './dias-restantes';

/**
 * Newest cards answered per view (about 20 per stage column); `hayMas` tells the page that filters are
 * needed to see older ones. Each card costs ~7 µs of PostgreSQL time to build: 80 keeps the 20-concurrent
 * p95 under 50 ms on 2 cores (bench `pedidos`).
 */
export const LIMITE_TARJETAS_DASHBOARD = 80;

export type VistaDashboard = 'vigentes' | 'cerrados';

/** Filters both views share: city, branch and client (the indicators chart and summary take these too). */
export const FiltrosUbicacionSchema = z.object({
  ciudadId: Id.optional(),
  sucursalId: Id.optional(),
  clienteId: Id.optional(),
});

const filtrosComunes = FiltrosUbicacionSchema.extend({
  estadoCandidato: enCatalogo(FILTRO_ESTADO_CANDIDATO).optional(),
  fac: enCatalogo(FILTRO_FAC).optional(),
  tipoPedido: campo.texto({ min: 1, max: 40 }).optional(),
});

/** Messages of the quick filters (ours: the spec has no quick filters). */
export const MENSAJES_FILTROS_RAPIDOS = {
  invalido: 'Filtro rápido inválido: elija Vencidos, Urgentes, Sin FAC o Mis pedidos',
  repetido: 'Cada filtro rápido se indica una sola vez',
} as const;

const esFiltroRapido = (v: unknown): v is FiltroRapido => FILTRO_RAPIDO.es(v);

/** The chips chosen, each at most once (so never more than the four). */
export const FiltrosRapidosSchema = z
  .array(
    z.custom<FiltroRapido>(esFiltroRapido, { message: MENSAJES_FILTROS_RAPIDOS.invalido }),
    MENSAJES_FILTROS_RAPIDOS.invalido,
  )
  .refine((l) => new Set(l).size === l.length, MENSAJES_FILTROS_RAPIDOS.repetido);

export const FiltrosVigentesSchema = filtrosComunes.extend({
  indicador: z.enum(['vencidos', 'normal', 'contratados'], 'Indicador inválido').optional(),
  rapidos: FiltrosRapidosSchema.optional(),
});
export type FiltrosVigentes = z.infer<typeof FiltrosVigentesSchema>;

export const FiltrosCerradosSchema = filtrosComunes
  .extend({
    indicador: z.enum(['finalizados', 'cancelados'], 'Indicador inválido').optional(),
    creadoPorId: Id.optional(),
    /** Closing date range (fecha_cancelacion / fecha_finalizacion), inclusive; default the last 35 days. */
    desde: FechaIsoSchema.optional(),
    hasta: FechaIsoSchema.optional(),
  })
  .refine((f) => !f.desde || !f.hasta || f.desde <= f.hasta, {
    message: 'La fecha inicial debe ser anterior o igual a la final',
    path: ['hasta'],
  });
export type FiltrosCerrados = z.infer<typeof FiltrosCerradosSchema>;

/** Candidate-state filter → states of the active candidates that qualify the order (spec 01 §2). */
export const ESTADOS_FILTRO_CANDIDATO: Readonly<Record<number, readonly number[]>> = {
  1: [0], // Sin enviar: candidates added but not sent
  2: [1], // Enviados
  3: [2, 6], // Aprobados: validated by the client or in contracting
  4: [4], // Entrevista
  5: [], // Sin definir: no active candidate has been sent to the client yet (none in a state ≥ 1)
  6: [3, 5], // Rechazados
};

/** Stage column of a card: 111 (multi-city parent) sits in stage 1; 112 lines are never cards. */
export function etapaDeTarjeta(estado: number): number {
  return estado === 111 || estado === 112 ? 1 : estado;
}

export const COLUMNAS_DASHBOARD: Readonly<Record<VistaDashboard, readonly number[]>> = {
  vigentes: [1, 2, 3, 4],
  cerrados: [0, 5],
};

/** Cards grouped into the view's stage columns, in column order, keeping the incoming order inside each. */
export function agruparPorEtapa<T extends { estado: number }>(
  tarjetas: readonly T[],
  vista: VistaDashboard,
): { etapa: number; tarjetas: T[] }[] {
  const columnas = COLUMNAS_DASHBOARD[vista].map((etapa) => ({ etapa, tarjetas: [] as T[] }));
  for (const t of tarjetas) columnas.find((c) => c.etapa === etapaDeTarjeta(t.estado))?.tarjetas.push(t);
  return columnas;
}

/** Indicator of a current order: vencido when no days remain (0 or less, the red of `diasEnRojo`), normal otherwise. */
export function indicadorVigente(diasRestantes: number): 'vencidos' | 'normal' {
  return diasEnRojo(diasRestantes) ? 'vencidos' : 'normal';
}

/** Closed view default range (spec 01 §9): the last 35 days up to today (Bogotá), as 'YYYY-MM-DD'. */
export function rangoCerradosPorDefecto(ahora: Date): { desde: string; hasta: string } {
  const hoy = fechaEnZonaNegocio(ahora);
  return { desde: sumarDias(hoy, -PEDIDO_LIMITES.diasRangoDashboard), hasta: hoy };
}

/** Series of the weekly indicators chart, in display order (definitions in docs: see SERIES_SEMANALES). */
export const SERIES_SEMANALES = [
  { clave: 'procesosRealizados', nombre: 'Procesos realizados' },
  { clave: 'pedidosIngresados', nombre: 'Pedidos ingresados' },
  { clave: 'hvEnviadas', nombre: 'Hojas de vida enviadas al cliente' },
  { clave: 'contratados', nombre: 'Contratados' },
  { clave: 'pedidosCancelados', nombre: 'Pedidos cancelados' },
  { clave: 'personasRechazadas', nombre: 'Personas rechazadas' },
] as const;
export type ClaveSerieSemanal = (typeof SERIES_SEMANALES)[number]['clave'];

/** Messages of the weekly indicators chart (ours: the spec quotes none). */
export const MENSAJES_INDICADORES = {
  semanaInvalida: 'Semana inválida: indique una fecha con el formato AAAA-MM-DD',
  sinActividad: 'Sin actividad esta semana',
  errorCargar: 'No se pudieron obtener los indicadores de la semana',
} as const;

export const IndicadoresSemanalesInputSchema = FiltrosUbicacionSchema.extend({
  /** Any date inside the wanted week (the page sends its Monday); default the current week in Bogotá. */
  semana: campo.fechaIso(MENSAJES_INDICADORES.semanaInvalida).optional(),
});

/** Local-storage key of the remembered filters of a view and user (cleared at login with CLAVE_FILTROS). */
export function claveFiltrosDashboard(vista: VistaDashboard, usuarioId: number): string {
  return `talento:filtros:pedidos:${vista}:${usuarioId}`;
}
