/**
 * Order dashboards (spec 01 §2 "Dashboard"): filter schemas and DTOs shared by the staff page and the
 * `pedidos.dashboard*` procedures, plus the pure rules both sides apply (stage columns, indicator,
 * default date range; the weeks of the indicators chart are in semana.ts).
 */
import { z } from 'zod';
import { FILTRO_ESTADO_CANDIDATO, FILTRO_FAC, PEDIDO_LIMITES } from '../enums/pedidos';
import { aFechaIso } from './formulas';

/**
 * Newest cards answered per view (about 20 per stage column); `hayMas` tells the page that filters are
 * needed to see older ones. Each card costs ~7 µs of PostgreSQL time to build: 80 keeps the 20-concurrent
 * p95 under 50 ms on 2 cores (bench `pedidos`).
 */
export const LIMITE_TARJETAS_DASHBOARD = 80;

export type VistaDashboard = 'vigentes' | 'cerrados';

const id = z.number().int().positive().max(2_147_483_647);
const RE_FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 is refused). */
export const FechaIsoSchema = z
  .string()
  .regex(RE_FECHA, 'Fecha inválida')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const f = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && y <= 2999 && f.getUTCMonth() === m - 1 && f.getUTCDate() === d;
  }, 'Fecha inválida');

/** Filters both views share: city, branch and client (the indicators chart and summary take these too). */
export const FiltrosUbicacionSchema = z.object({
  ciudadId: id.optional(),
  sucursalId: id.optional(),
  clienteId: id.optional(),
});

const filtrosComunes = FiltrosUbicacionSchema.extend({
  estadoCandidato: FILTRO_ESTADO_CANDIDATO.schema.optional(),
  fac: FILTRO_FAC.schema.optional(),
  tipoPedido: z.string().trim().min(1).max(40).optional(),
});

export const FiltrosVigentesSchema = filtrosComunes.extend({
  indicador: z.enum(['vencidos', 'normal', 'contratados'], 'Indicador inválido').optional(),
});
export type FiltrosVigentes = z.infer<typeof FiltrosVigentesSchema>;

export const FiltrosCerradosSchema = filtrosComunes
  .extend({
    indicador: z.enum(['finalizados', 'cancelados'], 'Indicador inválido').optional(),
    creadoPorId: id.optional(),
    /** Closing date range (fecha_cancelacion / fecha_finalizacion), inclusive; default the last 35 days. */
    desde: FechaIsoSchema.optional(),
    hasta: FechaIsoSchema.optional(),
  })
  .refine((f) => !f.desde || !f.hasta || f.desde <= f.hasta, {
    message: 'La fecha inicial debe ser anterior o igual a la final',
    path: ['hasta'],
  });
export type FiltrosCerrados = z.infer<typeof FiltrosCerradosSchema>;

/** One order card: every item spec 01 §2 lists (flat, dates as 'YYYY-MM-DD'). */
export const TarjetaPedidoSchema = z.object({
  id: z.number(),
  estado: z.number(),
  clienteId: z.number(),
  clienteNombre: z.string(),
  /** TIPO_DOCUMENTO_CLIENTE: 0 NIT, 1 CC. */
  clienteTipoDocumento: z.number(),
  clienteNumeroDocumento: z.string(),
  cargo: z.string(),
  ciudad: z.string().nullable(),
  /** City lines of a multi-city parent (111): its own city (if any) plus its 112 child lines; 1 otherwise. */
  lineasCiudad: z.number(),
  sucursal: z.string().nullable(),
  fechaSolicitud: z.string(),
  fechaIngreso: z.string().nullable(),
  vacantes: z.number(),
  vacantesCumplidas: z.number(),
  /** Active candidates in pool 0 and pool 1. */
  preseleccionados: z.number(),
  seleccionados: z.number(),
  /** Profile search days; elapsed from approval (request date while not approved); remaining capped. */
  diasBusqueda: z.number(),
  diasTranscurridos: z.number(),
  diasRestantes: z.number(),
  creador: z.string(),
  salario: z.number().nullable(),
  tipoPedido: z.string().nullable(),
  pruebaFac: z.boolean(),
  pruebaDetac: z.boolean(),
  pruebaComp: z.boolean(),
  pruebaIdisc: z.boolean(),
  pruebaValores: z.boolean(),
  pruebaEntrevistas: z.boolean(),
  tieneFac: z.boolean(),
  esDestacado: z.boolean(),
  /** Closed view: date of cancellation or finishing and the cancellation cause (null when finished). */
  fechaCierre: z.string().nullable(),
  causaCancelacion: z.number().nullable(),
});
export type TarjetaPedido = z.infer<typeof TarjetaPedidoSchema>;

/** Card keys in the order of each compact row of `tarjetasJson` (the schema's own order). */
export const CLAVES_TARJETA = Object.keys(TarjetaPedidoSchema.shape) as (keyof TarjetaPedido)[];

/**
 * What the dashboard procedures answer. The cards travel as one JSON text built by PostgreSQL: an array
 * of rows, each an array of values in CLAVES_TARJETA order (no repeated key names: half the bytes to
 * build, escape and parse). Relaying a single string keeps the 20-concurrent p95 within budget, where
 * serialising every field of a hundred cards took most of the request. Read it with `leerTarjetas`.
 */
export const ResultadoDashboardSchema = z.object({
  tarjetasJson: z.string(),
  /** More orders match than the LIMITE_TARJETAS_DASHBOARD newest returned. */
  hayMas: z.boolean(),
  limite: z.number(),
  /** Whether the user has any order of the view at all (chooses between the two empty messages). */
  hayPedidos: z.boolean(),
  /** Closed view: the date range applied (the default when none was given). */
  rango: z.object({ desde: z.string(), hasta: z.string() }).nullable(),
});
export type ResultadoDashboard = z.infer<typeof ResultadoDashboardSchema>;

/** The cards of a dashboard answer (trusted server JSON; `validar` checks each one against the schema). */
export function leerTarjetas(tarjetasJson: string, validar = false): TarjetaPedido[] {
  const filas = JSON.parse(tarjetasJson) as unknown[][];
  const tarjetas = filas.map((fila) => Object.fromEntries(CLAVES_TARJETA.map((clave, i) => [clave, fila[i]])));
  return validar ? z.array(TarjetaPedidoSchema).parse(tarjetas) : (tarjetas as TarjetaPedido[]);
}

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
export function agruparPorEtapa<T extends { estado: number }>(tarjetas: readonly T[], vista: VistaDashboard): { etapa: number; tarjetas: T[] }[] {
  const columnas = COLUMNAS_DASHBOARD[vista].map((etapa) => ({ etapa, tarjetas: [] as T[] }));
  for (const t of tarjetas) columnas.find((c) => c.etapa === etapaDeTarjeta(t.estado))?.tarjetas.push(t);
  return columnas;
}

/** Indicator of a current order: vencido when no days remain (0 or less), normal otherwise. */
export function indicadorVigente(diasRestantes: number): 'vencidos' | 'normal' {
  return diasRestantes <= 0 ? 'vencidos' : 'normal';
}

/** Remaining days are shown in red at 0 or less. */
export function diasEnRojo(diasRestantes: number): boolean {
  return diasRestantes <= 0;
}

function sumar(fecha: Date, dias: number): Date {
  const r = new Date(fecha.getFullYear(), fecha.getMonth(), fecha.getDate());
  r.setDate(r.getDate() + dias);
  return r;
}

/** Closed view default range (spec 01 §9): the last 35 days up to today, as 'YYYY-MM-DD'. */
export function rangoCerradosPorDefecto(hoy: Date): { desde: string; hasta: string } {
  return { desde: aFechaIso(sumar(hoy, -PEDIDO_LIMITES.diasRangoDashboard)), hasta: aFechaIso(hoy) };
}

/** 'YYYY-MM-DD' → local Date at midnight. */
export function desdeFechaIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
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
  semana: z
    .string()
    .refine((s) => FechaIsoSchema.safeParse(s).success, MENSAJES_INDICADORES.semanaInvalida)
    .optional(),
});

export const IndicadoresSemanalesSchema = z.object({
  dias: z.array(z.string()),
  /** Monday of the current week in Bogotá (the page offers no week after it). */
  semanaActual: z.string(),
  series: z.array(z.object({ clave: z.string(), nombre: z.string(), datos: z.array(z.number()) })),
});
export type IndicadoresSemanales = z.infer<typeof IndicadoresSemanalesSchema>;

export const ResumenIndicadoresSchema = z.object({
  filas: z.array(
    z.object({
      etapa: z.number(),
      pedidos: z.number(),
      vacantes: z.number(),
      cumplidas: z.number(),
      vencidos: z.number(),
    }),
  ),
});
export type ResumenIndicadores = z.infer<typeof ResumenIndicadoresSchema>;

export const OpcionesFiltroSchema = z.object({
  sucursales: z.array(z.object({ id: z.number(), nombre: z.string() })),
  tiposPedido: z.array(z.object({ codigo: z.string(), nombre: z.string() })),
  creadores: z.array(z.object({ id: z.number(), nombre: z.string() })),
});
export type OpcionesFiltro = z.infer<typeof OpcionesFiltroSchema>;

/** Local-storage key of the remembered filters of a view and user (cleared at login with CLAVE_FILTROS). */
export function claveFiltrosDashboard(vista: VistaDashboard, usuarioId: number): string {
  return `talento:filtros:pedidos:${vista}:${usuarioId}`;
}
