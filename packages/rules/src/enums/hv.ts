/** Enumerations and constants of candidates, CVs and CV search (spec 03 §3, §4, §5 and §9). */
import { claves, defineCatalogo } from '../catalogo';

/** disponibilidad of a candidate (spec 03 §4). Adding a candidate to an order sets 1. */
const disponibilidad = [
  { valor: 0, clave: 'LIBRE', etiqueta: 'Libre' },
  { valor: 1, clave: 'EN_PROCESO_PEDIDO', etiqueta: 'En proceso de pedido' },
  { valor: 2, clave: 'CONTRATADO', etiqueta: 'Contratado' },
  { valor: 3, clave: 'NO_DISPONIBLE', etiqueta: 'No disponible' },
] as const;
export const DISPONIBILIDAD = defineCatalogo(disponibilidad);
export const Disponibilidad = claves(disponibilidad);
export type Disponibilidad = (typeof disponibilidad)[number]['valor'];

/** estado_producto of a candidate (spec 03 §4): moves 0 → 1 only forward. */
const estadoProducto = [
  { valor: 0, clave: 'EN_PROCESO', etiqueta: 'En proceso' },
  { valor: 1, clave: 'PRODUCTO_TERMINADO', etiqueta: 'Producto terminado' },
] as const;
export const ESTADO_PRODUCTO = defineCatalogo(estadoProducto);
export const EstadoProducto = claves(estadoProducto);
export type EstadoProducto = (typeof estadoProducto)[number]['valor'];

/** genero of a candidate (spec 03 §9): 1 Femenino, 2 Masculino (0 "not required" belongs to profiles). */
const generoCandidato = [
  { valor: 1, clave: 'FEMENINO', etiqueta: 'Femenino' },
  { valor: 2, clave: 'MASCULINO', etiqueta: 'Masculino' },
] as const;
export const GENERO_CANDIDATO = defineCatalogo(generoCandidato);
export const GeneroCandidato = claves(generoCandidato);
export type GeneroCandidato = (typeof generoCandidato)[number]['valor'];

/** estado_civil of a candidate (spec 03 §9). */
const estadoCivilCandidato = [
  { valor: 0, clave: 'SOLTERO', etiqueta: 'Soltero/a' },
  { valor: 1, clave: 'CASADO', etiqueta: 'Casado/a' },
  { valor: 2, clave: 'DIVORCIADO', etiqueta: 'Divorciado/a' },
  { valor: 3, clave: 'SEPARADO', etiqueta: 'Separado/a' },
  { valor: 4, clave: 'VIUDO', etiqueta: 'Viudo/a' },
  { valor: 5, clave: 'UNION_LIBRE', etiqueta: 'Union Libre' },
  { valor: 6, clave: 'MADRE_PADRE_SOLTERO', etiqueta: 'Madre/Padre Soltero/a' },
] as const;
export const ESTADO_CIVIL_CANDIDATO = defineCatalogo(estadoCivilCandidato);
export const EstadoCivilCandidato = claves(estadoCivilCandidato);
export type EstadoCivilCandidato = (typeof estadoCivilCandidato)[number]['valor'];

/** nivel_academico of a CV (spec 03 §9), also a criteria-search filter. */
const nivelAcademico = [
  { valor: 0, clave: 'PRIMARIA', etiqueta: 'Primaria' },
  { valor: 1, clave: 'BACHILLERATO', etiqueta: 'Bachillerato' },
  { valor: 2, clave: 'EDUCACION_SUPERIOR', etiqueta: 'Educación Superior' },
] as const;
export const NIVEL_ACADEMICO = defineCatalogo(nivelAcademico);
export const NivelAcademico = claves(nivelAcademico);
export type NivelAcademico = (typeof nivelAcademico)[number]['valor'];

/** Driving-licence category (spec 03 §9). */
const categoriaLicencia = [
  { valor: 0, clave: 'A1', etiqueta: 'A1' },
  { valor: 1, clave: 'A2', etiqueta: 'A2' },
  { valor: 2, clave: 'B1', etiqueta: 'B1' },
  { valor: 3, clave: 'B2', etiqueta: 'B2' },
  { valor: 4, clave: 'B3', etiqueta: 'B3' },
  { valor: 5, clave: 'C1', etiqueta: 'C1' },
  { valor: 6, clave: 'C2', etiqueta: 'C2' },
  { valor: 7, clave: 'C3', etiqueta: 'C3' },
] as const;
export const CATEGORIA_LICENCIA = defineCatalogo(categoriaLicencia);
export const CategoriaLicencia = claves(categoriaLicencia);
export type CategoriaLicencia = (typeof categoriaLicencia)[number]['valor'];

/** Military-card class (spec 03 §9). */
const claseLibreta = [
  { valor: 0, clave: 'PRIMERA', etiqueta: 'Primera' },
  { valor: 1, clave: 'SEGUNDA', etiqueta: 'Segunda' },
] as const;
export const CLASE_LIBRETA = defineCatalogo(claseLibreta);
export const ClaseLibreta = claves(claseLibreta);
export type ClaseLibreta = (typeof claseLibreta)[number]['valor'];

/** Vehicle type of a CV (spec 03 §9). */
const tipoVehiculo = [
  { valor: 0, clave: 'MOTO', etiqueta: 'Moto' },
  { valor: 1, clave: 'CARRO', etiqueta: 'Carro' },
] as const;
export const TIPO_VEHICULO = defineCatalogo(tipoVehiculo);
export const TipoVehiculo = claves(tipoVehiculo);
export type TipoVehiculo = (typeof tipoVehiculo)[number]['valor'];

/** Retirement reason of an experience (spec 03 §9). */
const motivoRetiro = [
  { valor: 0, clave: 'CAMBIO_TRABAJO', etiqueta: 'Cambio de trabajo' },
  { valor: 1, clave: 'PERSONAL', etiqueta: 'Motivos personales' },
  { valor: 2, clave: 'ESTUDIOS', etiqueta: 'Estudios' },
  { valor: 3, clave: 'DESPIDO', etiqueta: 'Despido' },
  { valor: 4, clave: 'RENUNCIA', etiqueta: 'Renuncia' },
  { valor: 5, clave: 'OTRO', etiqueta: 'Otro' },
] as const;
export const MOTIVO_RETIRO = defineCatalogo(motivoRetiro);
export const MotivoRetiro = claves(motivoRetiro);
export type MotivoRetiro = (typeof motivoRetiro)[number]['valor'];

/** Contract type of an experience (spec 03 §9). */
const tipoContrato = [
  { valor: 0, clave: 'TERMINO_FIJO', etiqueta: 'Término fijo' },
  { valor: 1, clave: 'TERMINO_INDEFINIDO', etiqueta: 'Término indefinido' },
  { valor: 2, clave: 'OBRA_LABOR', etiqueta: 'Obra o labor' },
  { valor: 3, clave: 'PRESTACION_SERVICIOS', etiqueta: 'Prestación de servicios' },
  { valor: 4, clave: 'APRENDIZAJE', etiqueta: 'Aprendizaje' },
  { valor: 5, clave: 'OCASIONAL', etiqueta: 'Ocasional' },
  { valor: 6, clave: 'OTRO', etiqueta: 'Otro' },
] as const;
export const TIPO_CONTRATO = defineCatalogo(tipoContrato);
export const TipoContrato = claves(tipoContrato);
export type TipoContrato = (typeof tipoContrato)[number]['valor'];

/** Schedule of an experience (spec 03 §9). */
const horarioExperiencia = [
  { valor: 0, clave: 'TURNOS', etiqueta: 'Por turnos' },
  { valor: 1, clave: 'POR_HORAS', etiqueta: 'Por horas' },
  { valor: 2, clave: 'TIEMPO_COMPLETO', etiqueta: 'Tiempo completo' },
  { valor: 3, clave: 'MEDIO_TIEMPO', etiqueta: 'Medio tiempo' },
  { valor: 4, clave: 'FESTIVOS', etiqueta: 'Festivos' },
] as const;
export const HORARIO_EXPERIENCIA = defineCatalogo(horarioExperiencia);
export const HorarioExperiencia = claves(horarioExperiencia);
export type HorarioExperiencia = (typeof horarioExperiencia)[number]['valor'];

/** Shift of an experience (spec 03 §9). */
const turno = [
  { valor: 0, clave: 'DIURNO', etiqueta: 'Diurno' },
  { valor: 1, clave: 'NOCTURNO', etiqueta: 'Nocturno' },
  { valor: 2, clave: 'OTRO', etiqueta: 'Otro' },
] as const;
export const TURNO = defineCatalogo(turno);
export const Turno = claves(turno);
export type Turno = (typeof turno)[number]['valor'];

/** Study level (of education in progress), spec 03 §9. */
const nivelEstudio = [
  { valor: 0, clave: 'SECUNDARIA', etiqueta: 'Secundaria' },
  { valor: 1, clave: 'EDUCACION_SUPERIOR', etiqueta: 'Educación superior' },
  { valor: 2, clave: 'DIPLOMADO', etiqueta: 'Diplomado' },
  { valor: 3, clave: 'POSTGRADO', etiqueta: 'Postgrado' },
] as const;
export const NIVEL_ESTUDIO = defineCatalogo(nivelEstudio);
export const NivelEstudio = claves(nivelEstudio);
export type NivelEstudio = (typeof nivelEstudio)[number]['valor'];

/** Languages (spec 03 §9). */
const idioma = [
  { valor: 0, clave: 'INGLES', etiqueta: 'Inglés' },
  { valor: 1, clave: 'ALEMAN', etiqueta: 'Alemán' },
  { valor: 2, clave: 'FRANCES', etiqueta: 'Francés' },
  { valor: 3, clave: 'ITALIANO', etiqueta: 'Italiano' },
  { valor: 4, clave: 'PORTUGUES', etiqueta: 'Portugués' },
  { valor: 5, clave: 'MANDARIN', etiqueta: 'Mandarín' },
  { valor: 6, clave: 'JAPONES', etiqueta: 'Japonés' },
] as const;
export const IDIOMA = defineCatalogo(idioma);
export const Idioma = claves(idioma);
export type Idioma = (typeof idioma)[number]['valor'];

/** Language level; the spec gives no scale, so this is the usual four-step one. */
const nivelIdioma = [
  { valor: 0, clave: 'BASICO', etiqueta: 'Básico' },
  { valor: 1, clave: 'INTERMEDIO', etiqueta: 'Intermedio' },
  { valor: 2, clave: 'AVANZADO', etiqueta: 'Avanzado' },
  { valor: 3, clave: 'NATIVO', etiqueta: 'Nativo' },
] as const;
export const NIVEL_IDIOMA = defineCatalogo(nivelIdioma);
export const NivelIdioma = claves(nivelIdioma);
export type NivelIdioma = (typeof nivelIdioma)[number]['valor'];

/** Kinship of a dependant (spec 03 §9). */
const parentesco = [
  { valor: 0, clave: 'TIO', etiqueta: 'Tío/a' },
  { valor: 1, clave: 'PRIMO', etiqueta: 'Primo/a' },
  { valor: 2, clave: 'ABUELO', etiqueta: 'Abuelo/a' },
  { valor: 3, clave: 'HERMANO', etiqueta: 'Hermano/a' },
  { valor: 4, clave: 'NIETO', etiqueta: 'Nieto/a' },
  { valor: 5, clave: 'OTRO', etiqueta: 'Otro' },
] as const;
export const PARENTESCO = defineCatalogo(parentesco);
export const Parentesco = claves(parentesco);
export type Parentesco = (typeof parentesco)[number]['valor'];

/** Relation of a personal reference to the candidate (spec 03 §9). */
const relacionReferencia = [
  { valor: 0, clave: 'AMIGO', etiqueta: 'Amigo/a' },
  { valor: 1, clave: 'COLEGA', etiqueta: 'Colega' },
  { valor: 2, clave: 'COMPANERO_TRABAJO', etiqueta: 'Compañero/a de trabajo' },
  { valor: 3, clave: 'VECINO', etiqueta: 'Vecino/a' },
  { valor: 4, clave: 'OTRO', etiqueta: 'Otro' },
] as const;
export const RELACION_REFERENCIA = defineCatalogo(relacionReferencia);
export const RelacionReferencia = claves(relacionReferencia);
export type RelacionReferencia = (typeof relacionReferencia)[number]['valor'];

/** Postgraduate type (spec 03 §3). */
const tipoPostgrado = [
  { valor: 1, clave: 'ESPECIALIZACION', etiqueta: 'Especialización' },
  { valor: 2, clave: 'MAESTRIA', etiqueta: 'Maestria' },
  { valor: 3, clave: 'PHD', etiqueta: 'PhD' },
] as const;
export const TIPO_POSTGRADO = defineCatalogo(tipoPostgrado);
export const TipoPostgrado = claves(tipoPostgrado);
export type TipoPostgrado = (typeof tipoPostgrado)[number]['valor'];

/**
 * Origin of an experience (spec 03 §3): 0 typed by the user, 1 and 2 two external sources the spec
 * does not name; labelled here after the payroll system and the job board the product integrates.
 */
const origenExperiencia = [
  { valor: 0, clave: 'USUARIO', etiqueta: 'Usuario' },
  { valor: 1, clave: 'SISTEMA_NOMINA', etiqueta: 'Sistema de nómina' },
  { valor: 2, clave: 'PORTAL_EMPLEO', etiqueta: 'Portal de empleo' },
] as const;
export const ORIGEN_EXPERIENCIA = defineCatalogo(origenExperiencia);
export const OrigenExperiencia = claves(origenExperiencia);
export type OrigenExperiencia = (typeof origenExperiencia)[number]['valor'];

/** estado_informa: hiring status reported by the payroll system (spec 03 §5 "ya está contratado"). */
const estadoInforma = [
  { valor: 0, clave: 'NO_CONTRATADO', etiqueta: 'No contratado' },
  { valor: 1, clave: 'CONTRATADO', etiqueta: 'Contratado' },
] as const;
export const ESTADO_INFORMA = defineCatalogo(estadoInforma);
export const EstadoInforma = claves(estadoInforma);
export type EstadoInforma = (typeof estadoInforma)[number]['valor'];

/** Candidate identity-document type; the spec names only the number, these are the Colombian ones. */
const tipoDocumentoCandidato = [
  { valor: 0, clave: 'CC', etiqueta: 'Cédula de ciudadanía' },
  { valor: 1, clave: 'CE', etiqueta: 'Cédula de extranjería' },
  { valor: 2, clave: 'TI', etiqueta: 'Tarjeta de identidad' },
  { valor: 3, clave: 'PA', etiqueta: 'Pasaporte' },
  { valor: 4, clave: 'PPT', etiqueta: 'Permiso por protección temporal' },
] as const;
export const TIPO_DOCUMENTO_CANDIDATO = defineCatalogo(tipoDocumentoCandidato);
export const TipoDocumentoCandidato = claves(tipoDocumentoCandidato);
export type TipoDocumentoCandidato = (typeof tipoDocumentoCandidato)[number]['valor'];

/** Housing type of a CV ("housing" in spec 03 §3, values not given). */
const tipoVivienda = [
  { valor: 0, clave: 'PROPIA', etiqueta: 'Propia' },
  { valor: 1, clave: 'ARRENDADA', etiqueta: 'Arrendada' },
  { valor: 2, clave: 'FAMILIAR', etiqueta: 'Familiar' },
  { valor: 3, clave: 'OTRA', etiqueta: 'Otra' },
] as const;
export const TIPO_VIVIENDA = defineCatalogo(tipoVivienda);
export const TipoVivienda = claves(tipoVivienda);
export type TipoVivienda = (typeof tipoVivienda)[number]['valor'];

/** resultado of a person requirement (spec 03 §3, default 1); 1 counts as passing. */
const resultadoRequisito = [
  { valor: 0, clave: 'NO_CUMPLE', etiqueta: 'No cumple' },
  { valor: 1, clave: 'CUMPLE', etiqueta: 'Cumple' },
] as const;
export const RESULTADO_REQUISITO = defineCatalogo(resultadoRequisito);
export const ResultadoRequisito = claves(resultadoRequisito);
export type ResultadoRequisito = (typeof resultadoRequisito)[number]['valor'];

/** Page sizes (spec 03 §9). */
export const HV_PAGE_SIZE = 18;
export const TRAZABILIDAD_PAGE_SIZE = 5;
export const PRUEBAS_PAGE_SIZE = 5;

/** Limits of the CV and candidate forms (spec 03 §5 and §9). */
export const HV_LIMITES = {
  nombreMin: 2,
  nombreMax: 30,
  telefonoMin: 7,
  telefonoMax: 70,
  claveMin: 6,
  maxCargosAAspirar: 3,
  puntajeRequisitoMin: 0,
  puntajeRequisitoMax: 100,
  /** Typeahead minimum characters: cities 3; professions, positions and clients 4. */
  minCaracteresCiudad: 3,
  minCaracteresProfesionCargoCliente: 4,
} as const;

/** Shown when a CV field has no data (spec 03 "CV summary"). */
export const NO_REGISTRA = 'No Registra';

/** Digital-test codes of a test rating (spec 03 §3): the same catalogue as the order's tests. */
export { PRUEBA_DIGITAL as CODIGO_PRUEBA_DIGITAL, PruebaDigital as CodigoPruebaDigital } from './pedidos';
