/**
 * The one statement behind the CV summary: the CV and its candidate (with both cities) as columns, and
 * every child list (spec 03 §3) as a JSON array in the order the summary shows it, each capped. Replaces
 * fourteen ORM statements (twelve of them at once, which could take the whole pool for one request).
 * With a `lectura`, the same statement writes the audit row of the read (docs/estilo.md §9) — only when the CV
 * exists, so a NOT_FOUND leaves no row, and never a read without its row.
 */
import type { CamposDireccion } from '@talento/rules';

/** Safety cap per child list (a CV carries a handful of rows per section). */
const MAXIMO = 200;

/** Who reads, for the audit row written by the same statement. */
export interface LecturaAuditada {
  usuarioId: number | null;
  ip: string;
  /** Audit `detalle` (never personal data), e.g. the order the CV was opened from. */
  detalle: Record<string, unknown> | null;
}

/** The children of the CV as JSON (camelCase keys of the entities; dates 'YYYY-MM-DD', timestamps ISO text). */
export interface ExperienciaFila {
  id: number;
  empresa: string;
  cargo: string;
  fechaIngreso: string | null;
  fechaRetiro: string | null;
  actual: boolean;
  salarioFinal: number | null;
  motivoRetiro: number | null;
  tipoContrato: number | null;
  horario: number | null;
  turno: number | null;
  funciones: string | null;
  jefeInmediato: string | null;
  telefonoEmpresa: string | null;
  origen: number;
}
export interface EstudioFila {
  id: number;
  institucion: string;
  titulo: string;
  fechaInicio: string | null;
  fechaFin: string | null;
  graduado: boolean;
}
export interface CursoFila {
  id: number;
  institucion: string;
  nombre: string;
  fechaFin: string | null;
  intensidadHoras: number | null;
}

export interface SeccionesHv {
  experiencias: ExperienciaFila[];
  superior: EstudioFila[];
  postgrados: (EstudioFila & { tipo: number })[];
  diplomados: CursoFila[];
  otrosEstudios: CursoFila[];
  enCurso: {
    id: number;
    nivel: number;
    institucion: string;
    programa: string;
    semestreActual: number | null;
    fechaInicio: string | null;
    fechaFinEstimada: string | null;
    horarioEstudio: string | null;
  }[];
  idiomas: { id: number; idioma: number; nivel: number }[];
  habilidades: { id: number; nombre: string; descripcion: string | null }[];
  hijos: {
    id: number;
    nombre: string;
    fechaNacimiento: string | null;
    genero: number | null;
    ocupacion: string | null;
    viveConCandidato: boolean;
  }[];
  personasACargo: {
    id: number;
    parentesco: number;
    nombre: string;
    fechaNacimiento: string | null;
    ocupacion: string | null;
  }[];
  referencias: { id: number; relacion: number; nombre: string; telefono: string; ocupacion: string | null }[];
  archivos: {
    id: number;
    tipoDocumento: string;
    nombre: string;
    tipoMime: string;
    tamano: number;
    creadoEn: string;
  }[];
}

/** The row: candidate and CV columns (dates 'YYYY-MM-DD', timestamps as PostgreSQL text) and the child lists. */
export interface FilaHojaDeVida extends SeccionesHv, CamposDireccion {
  hojaDeVidaId: number;
  candidatoId: number;
  nombre1: string;
  nombre2: string | null;
  apellido1: string;
  apellido2: string | null;
  tieneFoto: boolean;
  tipoDocumento: number;
  numeroDocumento: string;
  lugarExpedicionId: number | null;
  lugarExpedicion: string | null;
  fechaExpedicion: string | null;
  fechaNacimiento: string | null;
  nacionalidad: string | null;
  genero: number | null;
  estadoCivil: number | null;
  email: string;
  telefonoOCelular: string;
  whatsapp: string | null;
  ciudadDondeViveId: number | null;
  ciudadDondeVive: string | null;
  disponibilidad: number;
  estadoProducto: number;
  estadoInforma: number;
  tieneLicenciaConduccion: boolean;
  categoriaLicencia: number | null;
  numeroLicencia: string | null;
  tieneLibretaMilitar: boolean;
  claseLibreta: number | null;
  numeroLibreta: string | null;
  /** The import batch that last wrote the candidate and when (issue 36); null when typed in the product. */
  loteImportacionId: number | null;
  importadoEn: string | null;
  porcentajeTotal: number;
  porcentajePersonal: number;
  porcentajeGeneral: number;
  porcentajeExperiencia: number;
  porcentajeFamilia: number;
  porcentajeEducacion: number;
  porcentajeReferencias: number;
  tieneVehiculo: boolean;
  tipoVehiculo: number | null;
  tipoVivienda: number | null;
  arrendador: string | null;
  conviveCon: string | null;
  fuma: boolean;
  bebe: boolean;
  haceEjercicio: boolean;
  pasatiempos: string | null;
  disponibleParaViajar: boolean;
  cargosAAspirar: string[];
  profesiones: string[];
  aspiracionSalarialMinima: number | null;
  aspiracionSalarialMaxima: number | null;
  tieneTarjetaProfesional: boolean;
  tarjetaProfesional: string | null;
  conceptoFinalPsicologo: string | null;
  fechaCreacion: string;
  fechaModificacion: string;
  nivelAcademico: number | null;
  primariaInstitucion: string | null;
  primariaAnoFin: number | null;
  bachilleratoInstitucion: string | null;
  bachilleratoTitulo: string | null;
  bachilleratoAnoFin: number | null;
  conyugeNombre: string | null;
  conyugeOcupacion: string | null;
  conyugeTelefono: string | null;
  padreNombre: string | null;
  padreOcupacion: string | null;
  padreTelefono: string | null;
  madreNombre: string | null;
  madreOcupacion: string | null;
  madreTelefono: string | null;
}

const camel = (columna: string) => columna.replace(/_([a-z0-9])/g, (_, l: string) => l.toUpperCase());
/** `alias.columna as "columnaEnCamello"` for each column. */
const columnas = (alias: string, lista: string) =>
  lista
    .split(/\s+/)
    .filter(Boolean)
    .map((c) => `${alias}.${c} as "${camel(c)}"`)
    .join(', ');

const CANDIDATO = `nombre1 nombre2 apellido1 apellido2 tipo_documento numero_documento nacionalidad genero estado_civil email telefono_o_celular
  whatsapp tipo_direccion direccion_cadena direccion_adicional direccion_barrio direccion_zona direccion_rural direccion_otra disponibilidad
  estado_producto estado_informa tiene_licencia_conduccion categoria_licencia numero_licencia tiene_libreta_militar clase_libreta numero_libreta
  lote_importacion_id importado_en`;
const PORCENTAJES = ['total', 'personal', 'general', 'experiencia', 'familia', 'educacion', 'referencias']
  .map((s) => `h.porcentaje_${s}::float8 as "${camel(`porcentaje_${s}`)}"`)
  .join(', ');
const HOJA_DE_VIDA = `tiene_vehiculo tipo_vehiculo tipo_vivienda arrendador convive_con fuma bebe hace_ejercicio pasatiempos
  disponible_para_viajar cargos_a_aspirar profesiones tiene_tarjeta_profesional tarjeta_profesional concepto_final_psicologo
  fecha_creacion fecha_modificacion nivel_academico primaria_institucion primaria_ano_fin bachillerato_institucion bachillerato_titulo
  bachillerato_ano_fin conyuge_nombre conyuge_ocupacion conyuge_telefono padre_nombre padre_ocupacion padre_telefono madre_nombre
  madre_ocupacion madre_telefono`;

/** JSON array of `tabla`'s rows of the CV `hv`: `campos` (column, or `clave=expresión`) in `orden`, at most MAXIMO. */
function lista(hv: string, tabla: string, campos: string, orden: string): string {
  const pares = campos
    .split(/\s+/)
    .filter(Boolean)
    .map((campo) => {
      const i = campo.indexOf('=');
      const [clave, expr] = i > 0 ? [campo.slice(0, i), campo.slice(i + 1)] : [camel(campo), `x.${campo}`];
      return `'${clave}', ${expr}`;
    });
  return `(select coalesce(json_agg(json_build_object(${pares.join(', ')}) order by n), '[]'::json)
    from (select x.*, row_number() over (order by ${orden}) as n from ${tabla} x where x.hoja_de_vida_id = ${hv} order by ${orden} limit ${MAXIMO}) x)`;
}

const listas = (hv: string) => `
  ${lista(hv, 'experiencia', 'id empresa cargo fecha_ingreso fecha_retiro actual salarioFinal=x.salario_final::float8 motivo_retiro tipo_contrato horario turno funciones jefe_inmediato telefono_empresa origen', 'x.id')} as experiencias,
  ${lista(hv, 'educacion_superior', 'id institucion titulo fecha_inicio fecha_fin graduado', 'x.fecha_fin desc, x.id desc')} as superior,
  ${lista(hv, 'postgrado', 'id tipo institucion titulo fecha_inicio fecha_fin graduado', 'x.tipo, x.id')} as postgrados,
  ${lista(hv, 'diplomado', 'id institucion nombre fecha_fin intensidad_horas', 'x.id')} as diplomados,
  ${lista(hv, 'otro_estudio', 'id institucion nombre fecha_fin intensidad_horas', 'x.id')} as "otrosEstudios",
  ${lista(hv, 'educacion_en_curso', 'id nivel institucion programa semestre_actual fecha_inicio fecha_fin_estimada horario_estudio', 'x.id')} as "enCurso",
  ${lista(hv, 'idioma', 'id idioma nivel', 'x.idioma')} as idiomas,
  ${lista(hv, 'habilidad', 'id nombre descripcion', 'x.id')} as habilidades,
  ${lista(hv, 'hijo', 'id nombre fecha_nacimiento genero ocupacion vive_con_candidato', 'x.fecha_nacimiento, x.id')} as hijos,
  ${lista(hv, 'persona_a_cargo', 'id parentesco nombre fecha_nacimiento ocupacion', 'x.id')} as "personasACargo",
  ${lista(hv, 'referencia_personal', 'id relacion nombre telefono ocupacion', 'x.id')} as referencias,
  ${lista(hv, 'archivo_hoja_de_vida', 'id tipo_documento nombre tipo_mime tamano creado_en', 'x.creado_en desc, x.id desc')} as archivos`;

const base = (
  donde: string,
) => `select h.id as "hojaDeVidaId", c.id as "candidatoId", ${columnas('c', CANDIDATO)}, ${columnas('h', HOJA_DE_VIDA)}, ${PORCENTAJES},
    c.foto_rostro_tipo_mime is not null and c.foto_rostro_tipo_mime <> '' as "tieneFoto",
    to_char(c.fecha_expedicion, 'YYYY-MM-DD') as "fechaExpedicion", to_char(c.fecha_nacimiento, 'YYYY-MM-DD') as "fechaNacimiento",
    h.aspiracion_salarial_minima::float8 as "aspiracionSalarialMinima", h.aspiracion_salarial_maxima::float8 as "aspiracionSalarialMaxima",
    le.id as "lugarExpedicionId", le.nombre as "lugarExpedicion", cv.id as "ciudadDondeViveId", cv.nombre as "ciudadDondeVive"
  from hoja_de_vida h
  join candidato c on c.id = h.candidato_id
  left join ciudad le on le.id = c.lugar_expedicion_id
  left join ciudad cv on cv.id = c.ciudad_donde_vive_id
  where ${donde}`;
const BASE = base('h.candidato_id = ?');

export interface ConsultaHv {
  sql: string;
  params: unknown[];
}

/** The CVs of several candidates in one statement (a row per candidate that has one), without audit: the
 * set-based writes (the import) recompute their percentages from it. */
export function consultaHojasDeVida(candidatoIds: readonly number[]): ConsultaHv {
  return {
    sql: `select b.*, ${listas('b."hojaDeVidaId"')} from (${base('h.candidato_id = any(?::int[])')}) b`,
    params: [`{${candidatoIds.map((id) => Math.trunc(id)).join(',')}}`],
  };
}

/** The CV of a candidate (no row when the candidate or its CV does not exist), auditing the read when `lectura` is given. */
export function consultaHojaDeVida(candidatoId: number, lectura?: LecturaAuditada): ConsultaHv {
  const id = Math.trunc(candidatoId);
  if (!lectura) return { sql: `select b.*, ${listas('b."hojaDeVidaId"')} from (${BASE}) b`, params: [id] };
  const sql = `with b as (${BASE}),
    lectura as (
      insert into auditoria (usuario_id, accion, recurso, recurso_id, detalle, ip, fecha)
      select ?::int, 'lectura_hoja_de_vida', 'hojasDeVida.resumen', b."candidatoId"::text, ?::jsonb, ?, now() from b
    )
  select b.*, ${listas('b."hojaDeVidaId"')} from b`;
  return {
    sql,
    params: [
      id,
      lectura.usuarioId,
      lectura.detalle === null ? null : JSON.stringify(lectura.detalle),
      lectura.ip,
    ],
  };
}
