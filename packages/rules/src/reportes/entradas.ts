import { z } from 'zod';
import { diasEntreFechas } from '../fechas';
import { campo, Id } from '../esquemas';
import { CLAVES_CIFRA_CON_FILAS } from './indices';
import { MENSAJES_REPORTES as M } from './mensajes';
import { K_POR_DEFECTO } from './nivel-servicio';

/** Longest range the rows behind a number may cover (a month column is at most 31 days). */
export const DIAS_MAXIMOS_FILAS = 100;
export const TAMANO_PAGINA_FILAS = 20;

const filtros = {
  sucursalId: Id.optional(),
  psicologoId: Id.optional(),
  clienteId: Id.optional(),
};

/** INFORME GENERAL: the date is required (spec 03 §5); branch/psychologist filters depend on the group (server). */
export const EntradaInformeGeneral = z.object({
  fecha: campo.fechaIso(M.fechaRequerida),
  ...filtros,
  /** Weight of each pending order with candidates at the client (PPCC). */
  k: campo
    .decimal({ min: 0, max: 10, mensaje: M.kInvalido, mensajeRango: M.kInvalido })
    .default(K_POR_DEFECTO),
});
export type EntradaInformeGeneral = z.infer<typeof EntradaInformeGeneral>;

/**
 * The orders or candidates behind one number of the report: a funnel measure over [desde, hasta], or a term of the
 * service level of the period [desde, hasta] (as of `hasta`), with the same filters. For a validated week of the
 * branch the rows frozen at validation, unless `actuales` asks for today's (to explain the difference).
 */
export const EntradaFilasInforme = z
  .object({
    medida: z.enum(CLAVES_CIFRA_CON_FILAS, { message: M.medidaInvalida }),
    desde: campo.fechaIso(M.fechaRequerida),
    hasta: campo.fechaIso(M.fechaRequerida),
    ...filtros,
    pagina: campo.entero({ min: 1, max: 100_000 }).default(1),
    actuales: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const dias = diasEntreFechas(v.desde, v.hasta);
    if (dias < 0) ctx.addIssue({ code: 'custom', path: ['hasta'], message: M.rangoInvalido });
    else if (dias >= DIAS_MAXIMOS_FILAS)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: M.rangoLargo });
  });
export type EntradaFilasInforme = z.infer<typeof EntradaFilasInforme>;

/** "Validar" (spec 02 §9): the branch; the date only for users with change_E2 or change_encargado (server-enforced). */
export const EntradaValidarIndicador = z.object({
  sucursalId: campo.id(M.sucursalRequerida),
  fecha: campo.fechaIso(M.fechaRequerida).optional(),
});
export type EntradaValidarIndicador = z.infer<typeof EntradaValidarIndicador>;

export const EntradaIndicadoresValidados = z.object({
  sucursalId: Id.optional(),
  pagina: campo.entero({ min: 1, max: 100_000 }).default(1),
});
export type EntradaIndicadoresValidados = z.infer<typeof EntradaIndicadoresValidados>;
