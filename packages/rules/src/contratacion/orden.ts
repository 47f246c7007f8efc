/**
 * The hiring order (orden de contratación, spec 01 §3 and §5): ONE zod schema shared by the staff form, the
 * client portal and the `contratacion.*` procedures. Conditional rules that depend on the client's
 * configuration (levels flagged required, mercantile offer shown) come in `ReglasOrden`, which the server
 * sends to the form (`contratacion.contexto`) and applies itself with the same function.
 */
import { z } from 'zod';
import { campo } from '../esquemas';
import { NIVEL_ORGANIZACIONAL, type NivelOrganizacional } from '../enums/pedidos';
import { MENSAJES_CONTRATACION as M } from './mensajes';

const requerido = (max: number) =>
  campo.texto({ min: 1, max, mensaje: M.requerido, mensajeLargo: M.maxCaracteres(max) });
const opcional = (max: number, multilinea = false) =>
  campo
    .texto({ max, multilinea, mensajeLargo: M.maxCaracteres(max) })
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));
const dinero = campo.dinero({ mensaje: M.requerido, mensajeNegativo: M.valorNoNegativo });
const dineroOpcional = campo
  .dinero({ mensaje: M.numero, mensajeNegativo: M.valorNoNegativo })
  .nullable()
  .default(null);
const idRequerido = campo.id(M.requerido);
const idOpcional = campo.id(M.requerido).nullable().default(null);
/** Catalogue codes (CatalogoItem.codigo); the server checks they exist in their categoria. */
const codigoOpcional = opcional(40);

export const TIPOS_JORNADA_ORDEN = ['P', 'C'] as const;
/** Levels of the ERP as form fields nivel1..nivel5. */
export const CAMPOS_NIVEL = ['nivel1Id', 'nivel2Id', 'nivel3Id', 'nivel4Id', 'nivel5Id'] as const;
export type CampoNivel = (typeof CAMPOS_NIVEL)[number];
export const campoDeNivel = (nivel: NivelOrganizacional): CampoNivel => CAMPOS_NIVEL[nivel - 1] as CampoNivel;

/** Every field the user enters. No refinements here: see `reglasOrden`. */
export const CamposOrdenContratacion = z.object({
  personaAutorizaIngreso: requerido(200),
  /** 'YYYY-MM-DD' (shown and typed as DD/MM/YYYY). */
  fechaIngreso: campo.fechaIso(M.requerido),
  ciudadId: idRequerido,
  /** One position (cargo); it must exist in the ERP master to file. */
  cargoId: idRequerido,
  salario: dinero.refine((v) => v > 0, M.requerido),
  salarioIntegral: z.boolean({ message: M.requerido }),
  relacionLaboral: requerido(40),
  tipoSalario: requerido(40),
  riesgoArl: requerido(40),
  tipoComision: codigoOpcional,
  comisiones: dineroOpcional,
  tipoVariable: codigoOpcional,
  variable: dineroOpcional,
  tipoJornada: z.enum(TIPOS_JORNADA_ORDEN, { message: M.requerido }),
  horasJornada: campo
    .decimal({ min: 1, max: 48, mensaje: M.requerido, mensajeRango: M.horasJornada })
    .nullable()
    .default(null),
  jefeInmediato: opcional(200),
  jefeInmediatoCargo: opcional(200),
  area: opcional(200),
  observaciones: opcional(2000, true),
  obraLabor: opcional(2000, true),
  observacionesCompra: opcional(2000, true),
  conceptoSalario1: codigoOpcional,
  valorConceptoSalario1: dineroOpcional,
  conceptoSalario2: codigoOpcional,
  valorConceptoSalario2: dineroOpcional,
  nivel1Id: idOpcional,
  nivel2Id: idOpcional,
  nivel3Id: idOpcional,
  nivel4Id: idOpcional,
  nivel5Id: idOpcional,
  /** Work centre, filtered by the ARL risk percentage. */
  centroTrabajoId: idRequerido,
  /** Cost-centre master of the ERP. */
  dptoId: idRequerido,
});
export type CamposOrdenContratacion = z.infer<typeof CamposOrdenContratacion>;
export type CamposOrdenContratacionEntrada = z.input<typeof CamposOrdenContratacion>;

/** What the client's configuration adds to the rules (spec 01 §5 "when flagged required", "when the mercantile offer shows"). */
export interface ReglasOrden {
  nivelesRequeridos: readonly NivelOrganizacional[];
  ofertaMercantil: boolean;
}
export const REGLAS_ORDEN_POR_DEFECTO: ReglasOrden = { nivelesRequeridos: [], ofertaMercantil: false };

type Datos = { readonly [K in keyof CamposOrdenContratacion]?: unknown };

const vacio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The conditional rules of spec 01 §5 as (field, message) pairs. */
export function problemasCondicionales(d: Datos, reglas: ReglasOrden): [campo: string, mensaje: string][] {
  const p: [string, string][] = [];
  if (!vacio(d.tipoComision) && vacio(d.comisiones)) p.push(['comisiones', M.requerido]);
  if (!vacio(d.tipoVariable) && vacio(d.variable)) p.push(['variable', M.requerido]);
  if (d.tipoJornada === 'P' && vacio(d.horasJornada)) p.push(['horasJornada', M.requerido]);
  if (reglas.ofertaMercantil && vacio(d.obraLabor)) p.push(['obraLabor', M.requerido]);
  for (const nivel of reglas.nivelesRequeridos) {
    const c = campoDeNivel(nivel);
    if (vacio(d[c])) p.push([c, M.requerido]);
  }
  // An extra salary concept and its value go together.
  for (const n of [1, 2] as const) {
    const concepto = d[`conceptoSalario${n}`];
    const valor = d[`valorConceptoSalario${n}`];
    if (!vacio(concepto) && vacio(valor)) p.push([`valorConceptoSalario${n}`, M.requerido]);
    if (vacio(concepto) && !vacio(valor)) p.push([`conceptoSalario${n}`, M.requerido]);
  }
  return p;
}

/** Drops values that only make sense with their switch (e.g. horas_jornada of a full-time order). */
export function normalizarOrden(d: CamposOrdenContratacion): CamposOrdenContratacion {
  return {
    ...d,
    comisiones: d.tipoComision ? d.comisiones : null,
    variable: d.tipoVariable ? d.variable : null,
    horasJornada: d.tipoJornada === 'P' ? d.horasJornada : null,
  };
}

/**
 * The one schema of the hiring order for a client's rules (form resolver and procedure both use it). The conditional
 * rules run even when another field fails (`when`): zod skips an object refinement after any field's issue, so the
 * client's required levels and "Obra o labor" were flagged only on the second "Guardar", once the rest was filled.
 */
export function esquemaOrdenContratacion(reglas: ReglasOrden = REGLAS_ORDEN_POR_DEFECTO) {
  return CamposOrdenContratacion.superRefine(
    (d, ctx) => {
      for (const [path, message] of problemasCondicionales(d, reglas))
        ctx.addIssue({ code: 'custom', path: [path], message });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  ).transform(normalizarOrden);
}

/**
 * The screen's validation: every message at once. zod skips the object refinement while a field fails,
 * so the conditional rules are also applied to the raw input and merged (first message per field).
 */
export function validarOrdenContratacion(
  entrada: Datos,
  reglas: ReglasOrden = REGLAS_ORDEN_POR_DEFECTO,
): { ok: true; datos: CamposOrdenContratacion } | { ok: false; errores: Record<string, string> } {
  const r = esquemaOrdenContratacion(reglas).safeParse(entrada);
  if (r.success) return { ok: true, datos: r.data };
  const errores: Record<string, string> = {};
  for (const issue of r.error.issues) errores[issue.path.map(String).join('.') || '_'] ??= issue.message;
  for (const [c, m] of problemasCondicionales(entrada, reglas)) errores[c] ??= m;
  return { ok: false, errores };
}

const IdsCandidatos = z.array(campo.id(M.candidatos), { message: M.candidatos }).min(1, M.candidatos).max(50);

/** `contratacion.crear` (staff) / `clientePortal.iniciarOrdenContratacion`: the order, its candidates (on creation only). */
export const EntradaCrearOrden = z.object({
  pedidoId: campo.id(),
  candidatoPedidoIds: IdsCandidatos,
  orden: CamposOrdenContratacion,
});
export type EntradaCrearOrden = z.infer<typeof EntradaCrearOrden>;

/** `contratacion.editar`: the order, the version the screen had and the fields. */
export const EntradaEditarOrden = z.object({
  id: campo.id(),
  version: campo.version(),
  orden: CamposOrdenContratacion,
});
export type EntradaEditarOrden = z.infer<typeof EntradaEditarOrden>;

export const NIVELES_ORDEN = NIVEL_ORGANIZACIONAL.valores;
