/**
 * The profile form (spec 02 §2, §3, §5): one zod schema shared by the React form and the
 * `perfiles.crear` / `perfiles.editar` procedures. Rules that need the configuration (minimum wage,
 * competency and value limits) or the user's groups live in `reglas.ts` (`validarPerfil`).
 */
import { z } from 'zod';
import { campo } from '../esquemas';
import {
  ESTADO_CIVIL,
  EDUCACION_PERFIL,
  ESTRATO,
  GENERO,
  HORARIO_TRABAJO,
  MODO_SALARIO,
  PERFIL_LIMITES,
  PERIODO_PAGO,
  RELACION_AREA,
  TIPO_PERFIL,
  TIPOLOGIA,
} from '../enums/perfiles';
import { MENSAJES_PERFILES as M } from './mensajes';
import { enCatalogo } from '../esquemas/catalogo';

/** An id in an input (profile, parent, FAC, city…). */
export const IdPerfil = campo.id();
const id = (mensaje: string) => campo.id(mensaje);
/** Long texts (mission, functions, what/how/why) are written in paragraphs: line breaks allowed from 2000 characters. */
const texto = (max: number, mensaje: string = M.requerido) =>
  campo.texto({ min: 1, max, mensaje, mensajeLargo: M.maxCaracteres(max), multilinea: max >= 2000 });
const opcional = (max: number) =>
  campo
    .texto({ max, mensajeLargo: M.maxCaracteres(max), multilinea: max >= 2000 })
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));
const entero = (min: number, max: number, columna: 'integer' | 'smallint' = 'integer') =>
  campo.entero({ min, max, columna, mensaje: M.numero, mensajeRango: M.rango(min, max) });
/** numeric(5,2) between 0 and 100. */
const porcentaje = campo.decimal({
  min: PERFIL_LIMITES.porcentajeMinimo,
  max: PERFIL_LIMITES.porcentajeMaximo,
  mensaje: M.numero,
  mensajeRango: M.rango(PERFIL_LIMITES.porcentajeMinimo, PERFIL_LIMITES.porcentajeMaximo),
});
const ids = z.array(IdPerfil).max(200).default([]);
const multiposting = z
  .array(campo.texto({ min: 1, max: 40 }))
  .max(PERFIL_LIMITES.maxSeleccionMultiposting, M.maxMultiposting(PERFIL_LIMITES.maxSeleccionMultiposting))
  .default([]);
const enumerado = <T>(schema: z.ZodType<T>, mensaje: string = M.requerido) =>
  z.custom<T>((v) => schema.safeParse(v).success, { message: mensaje });

/** Age (smallint): from the minimum the spec allows up to 100. */
const edad = campo.entero({
  min: PERFIL_LIMITES.edadMinima,
  max: 100,
  columna: 'smallint',
  mensaje: M.numero,
  mensajeRango: M.rango(PERFIL_LIMITES.edadMinima, 100),
  mensajeMinimo: M.minimo(PERFIL_LIMITES.edadMinima),
});

export const ResponsabilidadPerfil = z.object({
  funcion: texto(2000),
  porcentaje,
  queHace: texto(2000),
  comoHace: texto(2000),
  paraQueHace: texto(2000),
});
export type ResponsabilidadPerfil = z.infer<typeof ResponsabilidadPerfil>;

export const IndicadorPerfil = z.object({
  nombre: texto(255),
  formula: texto(2000),
  peso: porcentaje,
  periodicidad: texto(100),
  meta: texto(255),
  objetivoProceso: texto(2000),
});
export type IndicadorPerfil = z.infer<typeof IndicadorPerfil>;

export const RelacionAreaPerfil = z.object({
  area: texto(200),
  proposito: texto(2000),
  relacion: enumerado(enCatalogo(RELACION_AREA)),
});
export type RelacionAreaPerfil = z.infer<typeof RelacionAreaPerfil>;

/** Every field of the form (the client is chosen only when creating). */
export const CamposPerfil = z.object({
  cargoId: id(M.cargo),
  nombreCargoPerfil: texto(200),
  misionCargoPerfil: texto(5000),
  /** Test type (TIPO_PERFIL); only a user with read_perfilseleccion_definir_pruebas sets it. */
  tipo: enumerado(enCatalogo(TIPO_PERFIL), M.tipoPrueba).nullable().default(null),
  tipoCargoId: id(M.tipoCargo),
  tipologia: enumerado(enCatalogo(TIPOLOGIA)),
  tiempoDiasBusqueda: entero(PERFIL_LIMITES.tiempoDiasBusquedaMinimo, 365),
  esHijo: z.boolean().default(false),
  perfilPadreId: IdPerfil.nullable().default(null),
  cancelaPerfilPadre: z.boolean().default(false),
  esNegociacion: z.boolean().default(false),

  modoSalario: enumerado(enCatalogo(MODO_SALARIO)),
  /** Ignored (the minimum wage is written) when modoSalario is SMMLV. */
  salario: campo
    .dinero({
      digitos: PERFIL_LIMITES.salarioMaxCaracteres,
      mensaje: M.numero,
      mensajeNegativo: M.numero,
      mensajeMaximo: M.maxCaracteres(PERFIL_LIMITES.salarioMaxCaracteres),
    })
    .nullable()
    .default(null),
  periodoPago: enumerado(enCatalogo(PERIODO_PAGO)),
  horarioTrabajo: enumerado(enCatalogo(HORARIO_TRABAJO)),

  /** Filter-question group; only a user with read_perfilseleccion_definir_pruebas sets it. */
  facId: IdPerfil.nullable().default(null),
  categoriaStockId: id(M.categoriaStock),
  vigenciaStock: entero(1, 3650).nullable().default(null),

  /** Characteristic types (risks, competencies, aptitudes) ticked. */
  caracteristicas: ids,
  /** Parent competencies and sub-competencies; only a selection psychologist sets them. */
  competencias: ids,
  valores: ids,
  responsabilidades: z
    .array(ResponsabilidadPerfil)
    .min(1, 'Debe agregar al menos una responsabilidad')
    .max(30),
  indicadores: z.array(IndicadorPerfil).max(30).default([]),
  relacionesAreas: z.array(RelacionAreaPerfil).max(30).default([]),
  /** Comma separated. */
  otrasActitudes: opcional(2000),
  observaciones: opcional(5000),

  // Applicant basic data: each optional block is required only when ticked and cleared when not.
  requiereEdad: z.boolean().default(false),
  edadMinima: edad.nullable().default(null),
  edadMaxima: edad.nullable().default(null),
  requiereGenero: z.boolean().default(false),
  genero: enumerado(enCatalogo(GENERO)).default(0),
  requiereResidencia: z.boolean().default(false),
  lugarResidenciaId: IdPerfil.nullable().default(null),
  requiereNacimiento: z.boolean().default(false),
  lugarNacimientoId: IdPerfil.nullable().default(null),
  requiereHijos: z.boolean().default(false),
  numeroHijos: campo
    .entero({
      min: PERFIL_LIMITES.numeroHijosMinimo,
      max: 20,
      columna: 'smallint',
      mensaje: M.numero,
      mensajeRango: M.rango(PERFIL_LIMITES.numeroHijosMinimo, 20),
      mensajeMinimo: M.minimo(PERFIL_LIMITES.numeroHijosMinimo),
    })
    .nullable()
    .default(null),
  estadoCivil: enumerado(enCatalogo(ESTADO_CIVIL)),
  estrato: enumerado(enCatalogo(ESTRATO)),
  educacion: enumerado(enCatalogo(EDUCACION_PERFIL)),
  tallaBlusa: opcional(10),
  tallaPantalon: opcional(10),
  tallaCalzado: opcional(10),
  conocimientosTecnicos: opcional(5000),
  experienciaLaboral: opcional(5000),
  otrasHabilidades: opcional(5000),

  // Organisational location and purpose.
  direccion: texto(200),
  gerencia: texto(200),
  subgerencia: texto(200),
  coordinacion: texto(200),
  queHace: texto(5000),
  comoHace: texto(5000),
  paraQueHace: texto(5000),

  // Job board (multiposting).
  subnivelElEmpleo: texto(40, M.subnivel),
  profesionesElEmpleo: multiposting,
  sectoresElEmpleo: multiposting,
  posicionesElEmpleo: multiposting,
  areasTrabajoElEmpleo: multiposting,
});
export type CamposPerfil = z.infer<typeof CamposPerfil>;
export type CamposPerfilEntrada = z.input<typeof CamposPerfil>;

type Problema = [campo: string, mensaje: string];

/** Rules across fields that need no configuration: optional blocks, parent profile, salary mode, test type. */
export function problemasCruzados(d: Partial<CamposPerfilEntrada>): Problema[] {
  const p: Problema[] = [];
  if (d.requiereEdad) {
    if (d.edadMinima === null || d.edadMinima === undefined) p.push(['edadMinima', M.requerido]);
    if (d.edadMaxima === null || d.edadMaxima === undefined) p.push(['edadMaxima', M.requerido]);
    else if (typeof d.edadMinima === 'number' && d.edadMaxima < d.edadMinima)
      p.push(['edadMaxima', M.edadMaxima]);
  }
  if (d.requiereGenero && d.genero !== 1 && d.genero !== 2) p.push(['genero', M.requerido]);
  if (d.requiereResidencia && !d.lugarResidenciaId) p.push(['lugarResidenciaId', M.requerido]);
  if (d.requiereNacimiento && !d.lugarNacimientoId) p.push(['lugarNacimientoId', M.requerido]);
  if (d.requiereHijos && (d.numeroHijos === null || d.numeroHijos === undefined))
    p.push(['numeroHijos', M.requerido]);
  if (d.esHijo && !d.perfilPadreId) p.push(['perfilPadreId', M.perfilPadre]);
  if (d.modoSalario === 'OTRO' && (d.salario === null || d.salario === undefined))
    p.push(['salario', M.requerido]);
  const competencias = d.competencias ?? [];
  if (competencias.length > 0) {
    if (d.tipo === null || d.tipo === undefined) p.push(['competencias', M.tipoPruebaPrimero]);
    else if (d.tipo !== 1 && d.tipo !== 2) p.push(['competencias', M.soloAdministrativo]);
  }
  return p;
}

function refinar(d: Partial<CamposPerfilEntrada>, ctx: z.RefinementCtx): void {
  for (const [clave, message] of problemasCruzados(d))
    ctx.addIssue({ code: 'custom', path: [clave], message });
}

/** Input of `perfiles.crear`: the client, the fields and, for a duplicate, the source profile. */
export const EntradaCrearPerfil = CamposPerfil.extend({
  clienteId: id(M.cliente),
  duplicadoDe: IdPerfil.optional(),
}).superRefine(refinar);
export type EntradaCrearPerfil = z.infer<typeof EntradaCrearPerfil>;

/** Input of `perfiles.editar`: the fields plus the profile and the version the screen had. */
export const EntradaEditarPerfil = CamposPerfil.extend({
  id: IdPerfil,
  version: campo.version(),
}).superRefine(refinar);
export type EntradaEditarPerfil = z.infer<typeof EntradaEditarPerfil>;

/** Input of approve and cancel: the profile and the version the screen had. */
export const EntradaEstadoPerfil = z.object({ id: IdPerfil, version: campo.version() });
export type EntradaEstadoPerfil = z.infer<typeof EntradaEstadoPerfil>;
