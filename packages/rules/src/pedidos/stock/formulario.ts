/**
 * The stock-order form (spec 01 §2 "Create / edit stock order", §5): one zod schema shared by the React form
 * and the `pedidosStock.crear` / `pedidosStock.editar` procedures. Unlike the ordinary order, every city block
 * carries its own conditions (salary, aids, entry date, work day): each block is its own Pedido row (the
 * first is the parent, 1 or 111; the others are 112 children). Client, profile, job name, description and
 * the urgent flag are common.
 *
 * Rules that need the configuration (minimum wage) or today's date are in `problemasStock`, applied by the
 * screen and by the server with the same function.
 */
import { z } from 'zod';
import { campo } from '../../esquemas';
import { JORNADA_LABORAL, PEDIDO_LIMITES } from '../../enums/pedidos';
import {
  camposFormularioPedido,
  erroresPorCampo,
  IdFormularioPedido,
  MENSAJES_FORMULARIO_PEDIDO as M,
  mensajeFechaIngreso,
  OtroAuxilio,
  problemasHorario,
} from '../formulario';
import { MENSAJES_PEDIDOS_STOCK as MS } from './mensajes';

const { texto, dinero, hora } = camposFormularioPedido;
const MAX_SALARIO = PEDIDO_LIMITES.maxCaracteresSalario;

/** One city block of a stock order (one Pedido row). */
export const LineaStock = z.object({
  /** Existing row (parent or child) when editing; absent for a new block. */
  id: IdFormularioPedido.optional(),
  ciudadId: campo.id(M.ciudad),
  centroCosto: texto(100),
  direccionPresentarse: texto(300),
  personaAutorizaIngreso: texto(200),
  vacantes: campo.entero({
    min: PEDIDO_LIMITES.minVacantes,
    max: 10_000,
    mensaje: M.vacantes,
    mensajeMinimo: M.vacantes,
  }),
  minimoCandidatosVacante: campo
    .entero({
      min: PEDIDO_LIMITES.minCandidatosPorVacante,
      max: 1000,
      mensaje: M.candidatosVacante,
      mensajeMinimo: M.candidatosVacante,
    })
    .default(PEDIDO_LIMITES.minimoCandidatosVacanteDefecto),
  salario: dinero(MAX_SALARIO).refine((v) => v > 0, M.salario),
  comision: dinero(PEDIDO_LIMITES.maxCaracteresComision).nullable().default(null),
  tieneRuta: z.boolean().default(false),
  auxilioAlimentacion: dinero(MAX_SALARIO).default(0),
  auxilioInternet: dinero(MAX_SALARIO).default(0),
  auxilioCelular: dinero(MAX_SALARIO).default(0),
  /** Required only with no route and salary below twice the minimum wage (`requiereAuxilioTransporteExtra`). */
  auxilioTransporteExtra: dinero(MAX_SALARIO).nullable().default(null),
  /** 'YYYY-MM-DD', today up to 12 months ahead (checked against the clock by `problemasStock`). */
  fechaIngreso: campo.fechaIso(M.fechaIngreso),
  jornadaLaboral: campo.codigo(JORNADA_LABORAL, M.jornada),
  horarioInicio: hora.default(null),
  horarioFin: hora.default(null),
  otrosAuxilios: z.array(OtroAuxilio).max(20).default([]),
  /** Associated cancelled order this block replaces (a child of a cancelled order). */
  pedidoPadreOcId: IdFormularioPedido.nullable().default(null),
});
export type LineaStock = z.infer<typeof LineaStock>;

/** Every field the user enters (no refinements: extended by the edit input). */
export const CamposPedidoStock = z.object({
  clienteId: campo.id(M.cliente),
  perfilId: campo.id(M.perfil),
  nombreCargo: texto(200),
  descripcion: texto(5000, M.requerido, true),
  esDestacado: z.boolean().default(false),
  /**
   * Convocatoria type (catalogue TIPO_CONVOCATORIA code): asked, and required, when the questions section is shown,
   * i.e. the chosen profile has filter questions (`problemasStock`); null otherwise.
   */
  convocatoria: campo.texto({ max: 40 }).nullable().default(null),
  lineas: z.array(LineaStock, { message: M.lineas }).min(1, M.lineas).max(20),
  /** Source stock order of a duplicate (must be in the caller's scope). */
  duplicadoDe: IdFormularioPedido.optional(),
});
export type CamposPedidoStock = z.infer<typeof CamposPedidoStock>;
export type CamposPedidoStockEntrada = z.input<typeof CamposPedidoStock>;
/** A form being filled: any field may still be missing or of the wrong type. */
export type BorradorPedidoStock = { readonly [K in keyof CamposPedidoStockEntrada]?: unknown };

/** The structural rules that need no configuration: hours per block and one block per city. */
function reglasEstructura(datos: { lineas?: unknown }, ctx: z.RefinementCtx): void {
  for (const [ruta, message] of problemasEstructura(datos))
    ctx.addIssue({
      code: 'custom',
      path: ruta.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message,
    });
}

const lineasDe = (datos: { lineas?: unknown }): Record<string, unknown>[] =>
  Array.isArray(datos.lineas)
    ? datos.lineas.filter((l): l is Record<string, unknown> => typeof l === 'object' && l !== null)
    : [];

function problemasEstructura(datos: { lineas?: unknown }): [ruta: string, mensaje: string][] {
  const problemas: [string, string][] = [];
  const vistas = new Set<unknown>();
  lineasDe(datos).forEach((linea, i) => {
    for (const [c, m] of problemasHorario(linea)) problemas.push([`lineas.${i}.${c}`, m]);
    const ciudad = linea.ciudadId;
    if (ciudad !== undefined && ciudad !== null && ciudad !== '') {
      if (vistas.has(ciudad)) problemas.push([`lineas.${i}.ciudadId`, MS.ciudadRepetida]);
      vistas.add(ciudad);
    }
  });
  return problemas;
}

/** Input of `pedidosStock.crear`. */
export const EntradaCrearPedidoStock = CamposPedidoStock.superRefine(reglasEstructura);
export type EntradaCrearPedidoStock = z.infer<typeof EntradaCrearPedidoStock>;

/** Input of `pedidosStock.editar`: the same fields plus the order and the version the screen had. */
export const EntradaEditarPedidoStock = CamposPedidoStock.extend({
  id: IdFormularioPedido,
  version: campo.version(),
}).superRefine(reglasEstructura);
export type EntradaEditarPedidoStock = z.infer<typeof EntradaEditarPedidoStock>;

/**
 * The extra transport allowance (spec 01 §5) appears, and is required, only when the block has no route
 * and its salary is below twice the minimum wage.
 */
export function requiereAuxilioTransporteExtra(salario: unknown, tieneRuta: unknown, smmlv: number): boolean {
  return (
    tieneRuta !== true &&
    typeof salario === 'number' &&
    salario < PEDIDO_LIMITES.factorSmmlvAuxilioTransporte * smmlv
  );
}

export interface ContextoStock {
  smmlv: number;
  hoy: Date;
  /** The chosen profile has filter questions: the form shows its questions section (spec 01 §5). */
  conPreguntas: boolean;
}

/**
 * The rules that depend on configuration, on today or on the chosen profile: per block the entry-date window and
 * the extra transport allowance; the convocatoria type when the questions section is shown. Also used by the
 * server after loading the configuration and the profile.
 */
export function problemasStock(
  datos: { lineas?: unknown; convocatoria?: unknown },
  { smmlv, hoy, conPreguntas }: ContextoStock,
): [ruta: string, mensaje: string][] {
  const problemas: [string, string][] = [];
  const convocatoria = datos.convocatoria;
  if (conPreguntas && (typeof convocatoria !== 'string' || convocatoria.trim() === ''))
    problemas.push(['convocatoria', MS.convocatoria]);
  lineasDe(datos).forEach((l, i) => {
    if (typeof l.fechaIngreso === 'string' && l.fechaIngreso !== '') {
      const m = mensajeFechaIngreso(l.fechaIngreso, hoy);
      if (m) problemas.push([`lineas.${i}.fechaIngreso`, m]);
    }
    const extra = l.auxilioTransporteExtra;
    if (
      requiereAuxilioTransporteExtra(l.salario, l.tieneRuta, smmlv) &&
      (extra === null || extra === undefined || extra === '')
    )
      problemas.push([`lineas.${i}.auxilioTransporteExtra`, MS.auxilioTransporteExtra]);
  });
  return problemas;
}

/** The extra transport allowance as stored: 0 when it does not apply (the form hides it). */
export function auxilioTransporteExtraEfectivo(
  linea: Pick<LineaStock, 'salario' | 'tieneRuta' | 'auxilioTransporteExtra'>,
  smmlv: number,
): number {
  return requiereAuxilioTransporteExtra(linea.salario, linea.tieneRuta, smmlv)
    ? (linea.auxilioTransporteExtra ?? 0)
    : 0;
}

/**
 * The screen's whole validation, every message at once (zod skips refinements while a field fails, so the
 * per-block rules run over the raw input and are merged).
 */
export function validarFormularioStock(
  entrada: BorradorPedidoStock,
  contexto: ContextoStock,
): { ok: true; datos: CamposPedidoStock } | { ok: false; errores: Record<string, string> } {
  const r = EntradaCrearPedidoStock.safeParse(entrada);
  const errores = r.success ? {} : erroresPorCampo(r.error);
  for (const [ruta, mensaje] of [...problemasEstructura(entrada), ...problemasStock(entrada, contexto)])
    errores[ruta] ??= mensaje;
  if (r.success && Object.keys(errores).length === 0) return { ok: true, datos: r.data };
  return { ok: false, errores };
}
