/**
 * The columns of the CV summary's one statement (consulta.ts), each declared once: `COLUMNAS_RESUMEN_HV` go to the
 * screen as the statement answers them (their schema is part of ResumenHvDto), `AUXILIARES_RESUMEN_HV` are the other
 * columns of the CV and its candidate (read for labels, sections and the completion rule) and `SECCIONES_HV` the child
 * lists (spec 03 §3), each a JSON array in the order the summary shows it, capped. Dates of day are 'YYYY-MM-DD'; inside
 * the JSON lists, timestamps are ISO text.
 */
import type { CamposDireccion } from '@talento/rules';
import { z } from 'zod';
import { col, type FilaDe, type Iguales } from '../../../../nucleo/sql/columnas';

/** Safety cap per child list (a CV carries a handful of rows per section). */
const MAXIMO = 200;

const fecha = (columna: string) => col.textoONulo(`to_char(${columna}, 'YYYY-MM-DD')`);

export const COLUMNAS_RESUMEN_HV = {
  candidatoId: col.numero('c.id'),
  hojaDeVidaId: col.numero('h.id'),
  tieneFoto: col.booleano(`c.foto_rostro_tipo_mime is not null and c.foto_rostro_tipo_mime <> ''`),
};

export const AUXILIARES_RESUMEN_HV = {
  nombre1: col.texto('c.nombre1'),
  nombre2: col.textoONulo('c.nombre2'),
  apellido1: col.texto('c.apellido1'),
  apellido2: col.textoONulo('c.apellido2'),
  tipoDocumento: col.numero('c.tipo_documento'),
  numeroDocumento: col.texto('c.numero_documento'),
  lugarExpedicionId: col.numeroONulo('le.id'),
  lugarExpedicion: col.textoONulo('le.nombre'),
  fechaExpedicion: fecha('c.fecha_expedicion'),
  fechaNacimiento: fecha('c.fecha_nacimiento'),
  nacionalidad: col.textoONulo('c.nacionalidad'),
  genero: col.numeroONulo('c.genero'),
  estadoCivil: col.numeroONulo('c.estado_civil'),
  email: col.texto('c.email'),
  telefonoOCelular: col.texto('c.telefono_o_celular'),
  whatsapp: col.textoONulo('c.whatsapp'),
  tipoDireccion: col.numeroONulo('c.tipo_direccion'),
  direccionCadena: col.textoONulo('c.direccion_cadena'),
  direccionAdicional: col.textoONulo('c.direccion_adicional'),
  direccionBarrio: col.textoONulo('c.direccion_barrio'),
  direccionZona: col.textoONulo('c.direccion_zona'),
  direccionRural: col.textoONulo('c.direccion_rural'),
  direccionOtra: col.textoONulo('c.direccion_otra'),
  ciudadDondeViveId: col.numeroONulo('cv.id'),
  ciudadDondeVive: col.textoONulo('cv.nombre'),
  disponibilidad: col.numero('c.disponibilidad'),
  estadoProducto: col.numero('c.estado_producto'),
  estadoInforma: col.numero('c.estado_informa'),
  tieneLicenciaConduccion: col.booleano('c.tiene_licencia_conduccion'),
  categoriaLicencia: col.numeroONulo('c.categoria_licencia'),
  numeroLicencia: col.textoONulo('c.numero_licencia'),
  tieneLibretaMilitar: col.booleano('c.tiene_libreta_militar'),
  claseLibreta: col.numeroONulo('c.clase_libreta'),
  numeroLibreta: col.textoONulo('c.numero_libreta'),
  /** The import batch that last wrote the candidate and when (issue 36); null when typed in the product. */
  loteImportacionId: col.numeroONulo('c.lote_importacion_id'),
  importadoEn: col.instanteONulo('c.importado_en'),
  porcentajeTotal: col.numero('h.porcentaje_total::float8'),
  porcentajePersonal: col.numero('h.porcentaje_personal::float8'),
  porcentajeGeneral: col.numero('h.porcentaje_general::float8'),
  porcentajeExperiencia: col.numero('h.porcentaje_experiencia::float8'),
  porcentajeFamilia: col.numero('h.porcentaje_familia::float8'),
  porcentajeEducacion: col.numero('h.porcentaje_educacion::float8'),
  porcentajeReferencias: col.numero('h.porcentaje_referencias::float8'),
  tieneVehiculo: col.booleano('h.tiene_vehiculo'),
  tipoVehiculo: col.numeroONulo('h.tipo_vehiculo'),
  tipoVivienda: col.numeroONulo('h.tipo_vivienda'),
  arrendador: col.textoONulo('h.arrendador'),
  conviveCon: col.textoONulo('h.convive_con'),
  fuma: col.booleano('h.fuma'),
  bebe: col.booleano('h.bebe'),
  haceEjercicio: col.booleano('h.hace_ejercicio'),
  pasatiempos: col.textoONulo('h.pasatiempos'),
  disponibleParaViajar: col.booleano('h.disponible_para_viajar'),
  cargosAAspirar: col.textos('h.cargos_a_aspirar'),
  profesiones: col.textos('h.profesiones'),
  aspiracionSalarialMinima: col.numeroONulo('h.aspiracion_salarial_minima::float8'),
  aspiracionSalarialMaxima: col.numeroONulo('h.aspiracion_salarial_maxima::float8'),
  tieneTarjetaProfesional: col.booleano('h.tiene_tarjeta_profesional'),
  tarjetaProfesional: col.textoONulo('h.tarjeta_profesional'),
  conceptoFinalPsicologo: col.textoONulo('h.concepto_final_psicologo'),
  fechaCreacion: col.instante('h.fecha_creacion'),
  fechaModificacion: col.instante('h.fecha_modificacion'),
  nivelAcademico: col.numeroONulo('h.nivel_academico'),
  primariaInstitucion: col.textoONulo('h.primaria_institucion'),
  primariaAnoFin: col.numeroONulo('h.primaria_ano_fin'),
  bachilleratoInstitucion: col.textoONulo('h.bachillerato_institucion'),
  bachilleratoTitulo: col.textoONulo('h.bachillerato_titulo'),
  bachilleratoAnoFin: col.numeroONulo('h.bachillerato_ano_fin'),
  conyugeNombre: col.textoONulo('h.conyuge_nombre'),
  conyugeOcupacion: col.textoONulo('h.conyuge_ocupacion'),
  conyugeTelefono: col.textoONulo('h.conyuge_telefono'),
  padreNombre: col.textoONulo('h.padre_nombre'),
  padreOcupacion: col.textoONulo('h.padre_ocupacion'),
  padreTelefono: col.textoONulo('h.padre_telefono'),
  madreNombre: col.textoONulo('h.madre_nombre'),
  madreOcupacion: col.textoONulo('h.madre_ocupacion'),
  madreTelefono: col.textoONulo('h.madre_telefono'),
};

const snake = (clave: string) => clave.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`);

/**
 * The JSON array of `tabla`'s rows of the CV (`b`, the CV's columns): one key per field of `fila`, valued by the
 * column of its snake_case name or by the expression `expresiones` gives, in `orden`, at most MAXIMO.
 */
function lista<F extends z.ZodRawShape>(
  tabla: string,
  fila: F,
  orden: string,
  expresiones: Partial<Record<keyof F & string, string>> = {},
) {
  const pares = Object.keys(fila).map(
    (clave) => `'${clave}', ${expresiones[clave as keyof F & string] ?? `x.${snake(clave)}`}`,
  );
  return col.json(z.array(z.object(fila)))(
    `(select coalesce(json_agg(json_build_object(${pares.join(', ')}) order by n), '[]'::json)
    from (select x.*, row_number() over (order by ${orden}) as n from ${tabla} x where x.hoja_de_vida_id = b."hojaDeVidaId" order by ${orden} limit ${MAXIMO}) x)`,
  );
}

const fechaJson = z.string().nullable();
const ESTUDIO = {
  id: z.number(),
  institucion: z.string(),
  titulo: z.string(),
  fechaInicio: fechaJson,
  fechaFin: fechaJson,
  graduado: z.boolean(),
};
const CURSO = {
  id: z.number(),
  institucion: z.string(),
  nombre: z.string(),
  fechaFin: fechaJson,
  intensidadHoras: z.number().nullable(),
};

export const SECCIONES_HV = {
  experiencias: lista(
    'experiencia',
    {
      id: z.number(),
      empresa: z.string(),
      cargo: z.string(),
      fechaIngreso: fechaJson,
      fechaRetiro: fechaJson,
      actual: z.boolean(),
      salarioFinal: z.number().nullable(),
      motivoRetiro: z.number().nullable(),
      tipoContrato: z.number().nullable(),
      horario: z.number().nullable(),
      turno: z.number().nullable(),
      funciones: z.string().nullable(),
      jefeInmediato: z.string().nullable(),
      telefonoEmpresa: z.string().nullable(),
      origen: z.number(),
    },
    'x.id',
    { salarioFinal: 'x.salario_final::float8' },
  ),
  superior: lista('educacion_superior', ESTUDIO, 'x.fecha_fin desc, x.id desc'),
  postgrados: lista(
    'postgrado',
    {
      id: z.number(),
      tipo: z.number(),
      institucion: z.string(),
      titulo: z.string(),
      fechaInicio: fechaJson,
      fechaFin: fechaJson,
      graduado: z.boolean(),
    },
    'x.tipo, x.id',
  ),
  diplomados: lista('diplomado', CURSO, 'x.id'),
  otrosEstudios: lista('otro_estudio', CURSO, 'x.id'),
  enCurso: lista(
    'educacion_en_curso',
    {
      id: z.number(),
      nivel: z.number(),
      institucion: z.string(),
      programa: z.string(),
      semestreActual: z.number().nullable(),
      fechaInicio: fechaJson,
      fechaFinEstimada: fechaJson,
      horarioEstudio: z.string().nullable(),
    },
    'x.id',
  ),
  idiomas: lista('idioma', { id: z.number(), idioma: z.number(), nivel: z.number() }, 'x.idioma'),
  habilidades: lista(
    'habilidad',
    { id: z.number(), nombre: z.string(), descripcion: z.string().nullable() },
    'x.id',
  ),
  hijos: lista(
    'hijo',
    {
      id: z.number(),
      nombre: z.string(),
      fechaNacimiento: fechaJson,
      genero: z.number().nullable(),
      ocupacion: z.string().nullable(),
      viveConCandidato: z.boolean(),
    },
    'x.fecha_nacimiento, x.id',
  ),
  personasACargo: lista(
    'persona_a_cargo',
    {
      id: z.number(),
      parentesco: z.number(),
      nombre: z.string(),
      fechaNacimiento: fechaJson,
      ocupacion: z.string().nullable(),
    },
    'x.id',
  ),
  referencias: lista(
    'referencia_personal',
    {
      id: z.number(),
      relacion: z.number(),
      nombre: z.string(),
      telefono: z.string(),
      ocupacion: z.string().nullable(),
    },
    'x.id',
  ),
  archivos: lista(
    'archivo_hoja_de_vida',
    {
      id: z.number(),
      tipoDocumento: z.string(),
      nombre: z.string(),
      tipoMime: z.string(),
      tamano: z.number(),
      /** ISO text (a timestamp inside JSON). */
      creadoEn: z.string(),
    },
    'x.creado_en desc, x.id desc',
  ),
};

type Columnas = FilaDe<typeof COLUMNAS_RESUMEN_HV> & FilaDe<typeof AUXILIARES_RESUMEN_HV>;

/**
 * The row of the CV summary's statement, read with `leerFilaHv`; `never` (so reading a row does not compile) when the
 * address columns and the rules' CamposDireccion (what direccionCompuesta reads) differ.
 */
export type FilaHojaDeVida =
  Iguales<Pick<Columnas, keyof CamposDireccion>, CamposDireccion> extends true
    ? Columnas & FilaDe<typeof SECCIONES_HV>
    : never;
export type ExperienciaFila = FilaHojaDeVida['experiencias'][number];
