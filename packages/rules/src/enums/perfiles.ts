/**
 * Enumerations of selection profiles (perfiles), spec 02 §3, §4, §5 and §9. Stored values are the
 * codes of the old product; labels are the Spanish words of the spec.
 */
import { claves, defineCatalogo } from '../catalogo';
import type { JornadaLaboral } from './pedidos';

/** estado_perfil (spec 02 §4): only 0 and 1 are editable; approval sets 2; cancel sets 3. */
const estadoPerfil = [
  { valor: 0, clave: 'CREADO_POR_CLIENTE', etiqueta: 'Creado por cliente' },
  { valor: 1, clave: 'CREADO', etiqueta: 'Creado' },
  { valor: 2, clave: 'APROBADO', etiqueta: 'Aprobado' },
  { valor: 3, clave: 'CANCELADO', etiqueta: 'Cancelado' },
] as const;
export const ESTADO_PERFIL = defineCatalogo(estadoPerfil);
export const EstadoPerfil = claves(estadoPerfil);
export type EstadoPerfil = (typeof estadoPerfil)[number]['valor'];

/** States in which a profile may be edited or approved (spec 02 §4). */
export const ESTADOS_PERFIL_EDITABLES: readonly EstadoPerfil[] = [0, 1];
/** States in which an existing profile is used as a template when duplicating (spec 02 §2). */
export const ESTADOS_PERFIL_PLANTILLA: readonly EstadoPerfil[] = [0, 1, 2];

/** Profile type / test type `tipo` (spec 02 §3): 1 and 2 administrative, 3 other. */
const tipoPerfil = [
  { valor: 1, clave: 'ADMINISTRATIVO', etiqueta: 'Administrativo' },
  { valor: 2, clave: 'ADMINISTRATIVO_ESPECIALIZADO', etiqueta: 'Administrativo especializado' },
  { valor: 3, clave: 'OTRO', etiqueta: 'Otro' },
] as const;
export const TIPO_PERFIL = defineCatalogo(tipoPerfil);
export const TipoPerfil = claves(tipoPerfil);
export type TipoPerfil = (typeof tipoPerfil)[number]['valor'];

/**
 * Administrative profile types: they require sub-competencies. The spec gives two readings (only
 * tipo 2, or tipos 1 and 2); we take the wider one, 1 and 2.
 */
export const TIPOS_PERFIL_ADMINISTRATIVOS: readonly TipoPerfil[] = [1, 2];
export function esTipoPerfilAdministrativo(tipo: number | null | undefined): boolean {
  return tipo === 1 || tipo === 2;
}

/** genero (spec 02 §3): 0 means not required. */
const genero = [
  { valor: 0, clave: 'INDIFERENTE', etiqueta: 'Indiferente' },
  { valor: 1, clave: 'FEMENINO', etiqueta: 'Femenino' },
  { valor: 2, clave: 'MASCULINO', etiqueta: 'Masculino' },
] as const;
export const GENERO = defineCatalogo(genero);
export const Genero = claves(genero);
export type Genero = (typeof genero)[number]['valor'];

/** estrato (socio-economic stratum) 1 to 6; 0 not required. */
const estrato = [
  { valor: 0, clave: 'NO_REQUERIDO', etiqueta: 'No requerido' },
  { valor: 1, clave: 'ESTRATO_1', etiqueta: 'Estrato 1' },
  { valor: 2, clave: 'ESTRATO_2', etiqueta: 'Estrato 2' },
  { valor: 3, clave: 'ESTRATO_3', etiqueta: 'Estrato 3' },
  { valor: 4, clave: 'ESTRATO_4', etiqueta: 'Estrato 4' },
  { valor: 5, clave: 'ESTRATO_5', etiqueta: 'Estrato 5' },
  { valor: 6, clave: 'ESTRATO_6', etiqueta: 'Estrato 6' },
] as const;
export const ESTRATO = defineCatalogo(estrato);
export const Estrato = claves(estrato);
export type Estrato = (typeof estrato)[number]['valor'];

/** estado_civil of a profile; 10 means not required (spec 02 §3). */
const estadoCivil = [
  { valor: 0, clave: 'SOLTERO', etiqueta: 'Soltero/a' },
  { valor: 1, clave: 'CASADO', etiqueta: 'Casado/a' },
  { valor: 2, clave: 'DIVORCIADO', etiqueta: 'Divorciado/a' },
  { valor: 3, clave: 'SEPARADO', etiqueta: 'Separado/a' },
  { valor: 4, clave: 'VIUDO', etiqueta: 'Viudo/a' },
  { valor: 5, clave: 'UNION_LIBRE', etiqueta: 'Union Libre' },
  { valor: 6, clave: 'MADRE_PADRE_SOLTERO', etiqueta: 'Madre/Padre Soltero/a' },
  { valor: 10, clave: 'NO_REQUERIDO', etiqueta: 'No requerido' },
] as const;
export const ESTADO_CIVIL = defineCatalogo(estadoCivil);
export const EstadoCivil = claves(estadoCivil);
export type EstadoCivil = (typeof estadoCivil)[number]['valor'];

/** educacion required by a profile; 0 not required. */
const educacionPerfil = [
  { valor: 0, clave: 'INDIFERENTE', etiqueta: 'Indiferente' },
  { valor: 1, clave: 'BACHILLER', etiqueta: 'Bachiller' },
  { valor: 2, clave: 'TECNICO', etiqueta: 'Técnico' },
  { valor: 3, clave: 'TECNOLOGO', etiqueta: 'Tecnólogo' },
  { valor: 4, clave: 'PROFESIONAL', etiqueta: 'Profesional' },
] as const;
export const EDUCACION_PERFIL = defineCatalogo(educacionPerfil);
export const EducacionPerfil = claves(educacionPerfil);
export type EducacionPerfil = (typeof educacionPerfil)[number]['valor'];

/** periodo_pago. */
const periodoPago = [
  { valor: 0, clave: 'QUINCENAL', etiqueta: 'Quincenal' },
  { valor: 1, clave: 'MENSUAL', etiqueta: 'Mensual' },
] as const;
export const PERIODO_PAGO = defineCatalogo(periodoPago);
export const PeriodoPago = claves(periodoPago);
export type PeriodoPago = (typeof periodoPago)[number]['valor'];

/** tipologia of a profile. */
const tipologia = [
  { valor: 0, clave: 'NEGOCIACION', etiqueta: 'Negociación' },
  { valor: 1, clave: 'ESPECIALIZADO', etiqueta: 'Especializado' },
  { valor: 2, clave: 'ESPECIALIZADO_POR_EVALUAR', etiqueta: 'Especializado por Evaluar' },
  { valor: 3, clave: 'LIDERAZGO', etiqueta: 'Liderazgo' },
] as const;
export const TIPOLOGIA = defineCatalogo(tipologia);
export const Tipologia = claves(tipologia);
export type Tipologia = (typeof tipologia)[number]['valor'];

/** tipo of a characteristic type (tipo_caracteristica): risks, competencies, aptitudes/attitudes. */
const tipoCaracteristica = [
  { valor: 0, clave: 'RIESGOS', etiqueta: 'Riesgos' },
  { valor: 1, clave: 'COMPETENCIAS', etiqueta: 'Competencias' },
  { valor: 2, clave: 'APTITUDES', etiqueta: 'Aptitudes/actitudes' },
] as const;
export const TIPO_CARACTERISTICA = defineCatalogo(tipoCaracteristica);
export const TipoCaracteristica = claves(tipoCaracteristica);
export type TipoCaracteristica = (typeof tipoCaracteristica)[number]['valor'];

/** relacion of a profile's relation with another area. */
const relacionArea = [
  { valor: 0, clave: 'CLIENTE', etiqueta: 'Cliente' },
  { valor: 1, clave: 'PROVEEDOR', etiqueta: 'Proveedor' },
] as const;
export const RELACION_AREA = defineCatalogo(relacionArea);
export const RelacionArea = claves(relacionArea);
export type RelacionArea = (typeof relacionArea)[number]['valor'];

/** Salary mode of the profile form: SMMLV (read-only, set from the minimum wage) or another value. Stored as es_smmlv. */
const modoSalario = [
  { valor: 'SMMLV', clave: 'SMMLV', etiqueta: 'Salario mínimo (SMMLV)' },
  { valor: 'OTRO', clave: 'OTRO', etiqueta: 'Otro valor' },
] as const;
export const MODO_SALARIO = defineCatalogo(modoSalario);
export const ModoSalario = claves(modoSalario);
export type ModoSalario = (typeof modoSalario)[number]['valor'];

/** Job-board (multiposting) catalogue lists, column `lista` of el_empleo_item. */
const listaElEmpleo = [
  { valor: 'profesiones', clave: 'PROFESIONES', etiqueta: 'Profesiones' },
  { valor: 'sectores', clave: 'SECTORES', etiqueta: 'Sectores' },
  { valor: 'posiciones', clave: 'POSICIONES', etiqueta: 'Posiciones' },
  { valor: 'areas_trabajo', clave: 'AREAS_TRABAJO', etiqueta: 'Áreas de trabajo' },
  { valor: 'subniveles', clave: 'SUBNIVELES', etiqueta: 'Subniveles' },
] as const;
export const LISTA_EL_EMPLEO = defineCatalogo(listaElEmpleo);
export const ListaElEmpleo = claves(listaElEmpleo);
export type ListaElEmpleo = (typeof listaElEmpleo)[number]['valor'];

/** Defaults of the profile create form (spec 02 §3); salary defaults from the minimum wage. */
export const PERFIL_DEFAULTS = {
  estadoPerfil: 1,
  genero: 1,
  estrato: 1,
  estadoCivil: 0,
  educacion: 1,
  horarioTrabajo: 2,
  periodoPago: 0,
  tipologia: 0,
  modoSalario: 'SMMLV',
} as const satisfies {
  estadoPerfil: EstadoPerfil;
  genero: Genero;
  estrato: Estrato;
  estadoCivil: EstadoCivil;
  educacion: EducacionPerfil;
  horarioTrabajo: JornadaLaboral;
  periodoPago: PeriodoPago;
  tipologia: Tipologia;
  modoSalario: ModoSalario;
};

/** Sentinel values written when an optional basic-data block is switched off (spec 02 §5). */
export const PERFIL_NO_REQUERIDO = {
  genero: 0,
  estrato: 0,
  estadoCivil: 10,
  educacion: 0,
} as const satisfies {
  genero: Genero;
  estrato: Estrato;
  estadoCivil: EstadoCivil;
  educacion: EducacionPerfil;
};

/** Limits of the profile form (spec 02 §5 and §9). Competency and value limits come from ConfiguracionPedidos. */
export const PERFIL_LIMITES = {
  maxSeleccionMultiposting: 5,
  porcentajeMinimo: 0,
  porcentajeMaximo: 100,
  salarioMaxCaracteres: 10,
  edadMinima: 0,
  numeroHijosMinimo: 1,
  tiempoDiasBusquedaMinimo: 1,
  competenciasPorGrupo: 3,
  minCaracteresBusquedaCargo: 4,
  minCaracteresBusquedaCiudad: 3,
  minCaracteresBusquedaCliente: 4,
} as const;

/** horario_trabajo of a profile: the same options as the order's jornada laboral (0 Por Turnos … 5 Fines de semana). */
export { JORNADA_LABORAL as HORARIO_TRABAJO, JornadaLaboral as HorarioTrabajo } from './pedidos';
