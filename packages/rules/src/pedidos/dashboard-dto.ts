/**
 * What the order dashboards answer (spec 01 §2): output shapes, written by the server, never parsed from a
 * user (inputs are in dashboard.ts and use the builders of esquemas/primitivos).
 */
import { z } from 'zod';

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
  /** Person in charge of the order (encargado_pedido: the psychologist who works it), when assigned. */
  encargado: z.string().nullable(),
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
  const tarjetas = filas.map((fila) =>
    Object.fromEntries(CLAVES_TARJETA.map((clave, i) => [clave, fila[i]])),
  );
  return validar ? z.array(TarjetaPedidoSchema).parse(tarjetas) : (tarjetas as TarjetaPedido[]);
}

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
