/**
 * The ordinary-order form (spec 01 §3, §5): one zod schema shared by the React form and the
 * `pedidos.crear` / `pedidos.editar` procedures, plus the field messages.
 *
 * Per city line (one Pedido row each): ciudad, vacantes, centro de costo, dirección, persona que
 * autoriza el ingreso. Everything else is common to every line (copied to the child rows).
 */
import { z } from 'zod';
import { campo } from '../esquemas';
import { JORNADA_LABORAL, JORNADAS_CON_HORARIO, PEDIDO_LIMITES } from '../enums/pedidos';
import { fechaIngresoValida } from './formulas';

export const MENSAJES_FORMULARIO_PEDIDO = {
  requerido: 'Campo requerido',
  cliente: 'El campo cliente es requerido',
  perfil: 'El campo perfil es requerido',
  ciudad: 'El campo ciudad es requerido',
  sucursal: 'El campo sucursal es requerido',
  tipoPedido: 'El campo tipo de pedido es requerido',
  jornada: 'El campo jornada laboral es requerido',
  lineas: 'Debe agregar al menos una ciudad',
  vacantes: 'Debe haber al menos 1 vacante',
  candidatosVacante: 'Debe haber al menos 1 candidato por vacante',
  salario: 'El salario debe ser mayor a 0',
  maxCaracteres: (n: number) => `Máximo ${n} caracteres`,
  valorNoNegativo: 'El valor no puede ser negativo',
  numero: 'Debe ser un número',
  horaInicio: 'La hora de inicio es requerida',
  horaFin: 'La hora de fin es requerida',
  horaFormato: 'Hora inválida (HH:mm)',
  horaOrden: 'La hora de fin debe ser posterior a la de inicio',
  fechaIngreso: 'La fecha de ingreso es requerida',
  fechaIngresoVentana: 'La fecha de ingreso debe estar entre hoy y los próximos 12 meses',
  perfilNoAprobado: 'El perfil debe estar aprobado',
  ciudadNoExiste: 'La ciudad seleccionada no existe',
  sucursalNoExiste: 'La sucursal seleccionada no existe',
  tipoPedidoNoExiste: 'El tipo de pedido seleccionado no existe',
  lineaNoExiste: 'La ciudad del pedido no existe o ya no se puede editar',
  configuracionNoDefinida: 'Configuración no definida',
} as const;
const M = MENSAJES_FORMULARIO_PEDIDO;

/** The description is written in paragraphs (line breaks allowed); every other text is one line. */
const texto = (max: number, mensaje: string = M.requerido, multilinea = false) =>
  campo.texto({ min: 1, max, mensaje, mensajeLargo: M.maxCaracteres(max), multilinea });
/** Largest id a PostgreSQL integer column holds (larger values never reach SQL). */
export const ID_MAXIMO_FORMULARIO = 2_147_483_647;
const idRequerido = (mensaje: string) => campo.id(mensaje);
/** An id in an input (order, line, source order). */
export const IdFormularioPedido = campo.id();
/**
 * Money (numeric(12,2)): not negative, at most `maxCaracteres` integer digits like the old form's maxlength.
 * Counting the digits of `String(v)` let 1e308 through ("1e+308" has 6 characters): the bound is numeric.
 */
const dinero = (maxCaracteres: number) =>
  campo.dinero({
    digitos: maxCaracteres,
    mensaje: M.numero,
    mensajeNegativo: M.valorNoNegativo,
    mensajeMaximo: M.maxCaracteres(maxCaracteres),
  });
const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
const hora = campo.formato(HORA, M.horaFormato, 5).nullable();
const FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** Field builders shared with the stock-order form (pedidos/stock/formulario.ts). */
export const camposFormularioPedido = { texto, dinero, hora };

/** One city line: a Pedido row (the parent for the first line, a 112 child for the others). */
export const LineaPedido = z.object({
  /** Existing row (parent or child) when editing; absent for a new line. */
  id: IdFormularioPedido.optional(),
  ciudadId: idRequerido(M.ciudad),
  vacantes: campo.entero({
    min: PEDIDO_LIMITES.minVacantes,
    max: 10_000,
    mensaje: M.vacantes,
    mensajeMinimo: M.vacantes,
  }),
  centroCosto: texto(100),
  direccionPresentarse: texto(300),
  personaAutorizaIngreso: texto(200),
});
export type LineaPedido = z.infer<typeof LineaPedido>;

export const OtroAuxilio = z.object({
  nombre: texto(120),
  valor: dinero(PEDIDO_LIMITES.maxCaracteresSalario),
});
export type OtroAuxilio = z.infer<typeof OtroAuxilio>;

/** Every field the user enters (no refinements: extended by the edit input). */
export const CamposPedido = z.object({
  clienteId: idRequerido(M.cliente),
  perfilId: idRequerido(M.perfil),
  lineas: z.array(LineaPedido, { message: M.lineas }).min(1, M.lineas).max(50),
  sucursalId: idRequerido(M.sucursal),
  nombreCargo: texto(200),
  descripcion: texto(5000, M.requerido, true),
  minimoCandidatosVacante: campo
    .entero({
      min: PEDIDO_LIMITES.minCandidatosPorVacante,
      max: 1000,
      mensaje: M.candidatosVacante,
      mensajeMinimo: M.candidatosVacante,
    })
    .default(PEDIDO_LIMITES.minimoCandidatosVacanteDefecto),
  salario: dinero(PEDIDO_LIMITES.maxCaracteresSalario).refine((v) => v > 0, M.salario),
  comision: dinero(PEDIDO_LIMITES.maxCaracteresComision).nullable().default(null),
  tieneRuta: z.boolean().default(false),
  auxilioAlimentacion: dinero(PEDIDO_LIMITES.maxCaracteresSalario).default(0),
  auxilioInternet: dinero(PEDIDO_LIMITES.maxCaracteresSalario).default(0),
  auxilioCelular: dinero(PEDIDO_LIMITES.maxCaracteresSalario).default(0),
  auxilioRodamiento: dinero(PEDIDO_LIMITES.maxCaracteresSalario).default(0),
  otrosAuxilios: z.array(OtroAuxilio).max(20).default([]),
  jornadaLaboral: campo.codigo(JORNADA_LABORAL, M.jornada),
  horarioInicio: hora.default(null),
  horarioFin: hora.default(null),
  /** 'YYYY-MM-DD'; the window (today..+12 months) depends on today: see `mensajeFechaIngreso`. */
  fechaIngreso: campo.fechaIso(M.fechaIngreso),
  /** CatalogoItem codigo of categoria TIPO_PEDIDO (checked against the catalogue by the server). */
  tipoPedido: texto(40, M.tipoPedido),
  esDestacado: z.boolean().default(false),
  /** Source order of a duplicate (must be in the caller's scope). */
  duplicadoDe: IdFormularioPedido.optional(),
});
export type CamposPedido = z.infer<typeof CamposPedido>;
/** What the form holds before parsing (defaults not applied yet). */
export type CamposPedidoEntrada = z.input<typeof CamposPedido>;
/** A form being filled: any field may still be missing or of the wrong type (the schema says which). */
export type BorradorPedido = { readonly [K in keyof CamposPedidoEntrada]?: unknown };

interface ConHorario {
  jornadaLaboral?: unknown;
  horarioInicio?: unknown;
  horarioFin?: unknown;
}

/** Work days 2 (Tiempo Completo) and 3 (Medio Tiempo) need start and end hours, end after start. */
export function problemasHorario(datos: ConHorario): [campo: string, mensaje: string][] {
  if (!(JORNADAS_CON_HORARIO as readonly unknown[]).includes(datos.jornadaLaboral)) return [];
  const inicio = typeof datos.horarioInicio === 'string' ? datos.horarioInicio : '';
  const fin = typeof datos.horarioFin === 'string' ? datos.horarioFin : '';
  const problemas: [string, string][] = [];
  if (!inicio) problemas.push(['horarioInicio', M.horaInicio]);
  if (!fin) problemas.push(['horarioFin', M.horaFin]);
  if (inicio && fin && fin <= inicio) problemas.push(['horarioFin', M.horaOrden]);
  return problemas;
}

export function reglasHorario(datos: ConHorario, ctx: z.RefinementCtx): void {
  for (const [campo, message] of problemasHorario(datos))
    ctx.addIssue({ code: 'custom', path: [campo], message });
}

/** Entry date window: from today up to 12 months ahead; null when valid. */
export function mensajeFechaIngreso(fechaIso: string, hoy: Date): string | null {
  if (!FECHA.test(fechaIso)) return M.fechaIngreso;
  return fechaIngresoValida(fechaIso, hoy) ? null : M.fechaIngresoVentana;
}

/** Input of `pedidos.crear` (the window of the entry date is checked by the server against its clock). */
export const EntradaCrearPedido = CamposPedido.superRefine(reglasHorario);
export type EntradaCrearPedido = z.infer<typeof EntradaCrearPedido>;

/** Input of `pedidos.editar`: the same fields plus the order and the version the screen had. */
export const EntradaEditarPedido = CamposPedido.extend({
  id: IdFormularioPedido,
  version: campo.version(),
}).superRefine(reglasHorario);
export type EntradaEditarPedido = z.infer<typeof EntradaEditarPedido>;

/** The whole form validation the screen runs before saving (structure, hours and the entry-date window). */
export function esquemaFormularioPedido(hoy: Date) {
  return CamposPedido.superRefine((datos, ctx) => {
    reglasHorario(datos, ctx);
    const mensaje = mensajeFechaIngreso(datos.fechaIngreso, hoy);
    if (mensaje) ctx.addIssue({ code: 'custom', path: ['fechaIngreso'], message: mensaje });
  });
}

/**
 * The screen's validation: every field message at once. zod skips object refinements while a field
 * fails, so the hour and entry-date rules are also applied to the raw input and merged.
 */
export function validarFormularioPedido(
  entrada: BorradorPedido,
  hoy: Date,
): { ok: true; datos: CamposPedido } | { ok: false; errores: Record<string, string> } {
  const r = esquemaFormularioPedido(hoy).safeParse(entrada);
  if (r.success) return { ok: true, datos: r.data };
  const errores = erroresPorCampo(r.error);
  for (const [campo, mensaje] of problemasHorario(entrada)) errores[campo] ??= mensaje;
  if (typeof entrada.fechaIngreso === 'string' && entrada.fechaIngreso !== '') {
    const mensaje = mensajeFechaIngreso(entrada.fechaIngreso, hoy);
    if (mensaje) errores.fechaIngreso ??= mensaje;
  }
  return { ok: false, errores };
}

/** Field messages of a failed parse keyed by path ('lineas.0.ciudadId'), first message per field. */
export function erroresPorCampo(error: z.ZodError): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const issue of error.issues) {
    const clave = issue.path.map(String).join('.') || '_';
    campos[clave] ??= issue.message;
  }
  return campos;
}
