import { ArchivoEvidenciaRequisitoSchema } from './archivo-evidencia-requisito';
import { ArchivoHojaDeVidaSchema } from './archivo-hoja-de-vida';
import { CalificacionPruebaDigitalSchema } from './calificacion-prueba-digital';
import { CandidatoSchema } from './candidato';
import { ComentarioHojaDeVidaSchema } from './comentario-hoja-de-vida';
import { DiplomadoSchema } from './diplomado';
import { EducacionEnCursoSchema } from './educacion-en-curso';
import { EducacionSuperiorSchema } from './educacion-superior';
import { EntrevistaVideoSchema } from './entrevista-video';
import { ExperienciaSchema } from './experiencia';
import { HabilidadSchema } from './habilidad';
import { HijoSchema } from './hijo';
import { HojaDeVidaSchema } from './hoja-de-vida';
import { IdiomaSchema } from './idioma';
import { MarcaHojaDeVidaSchema } from './marca-hoja-de-vida';
import { MotivoCambioDatosSchema } from './motivo-cambio-datos';
import { OtroEstudioSchema } from './otro-estudio';
import { PersonaACargoSchema } from './persona-a-cargo';
import { PostgradoSchema } from './postgrado';
import { ProfesionSchema } from './profesion';
import { ReferenciaPersonalSchema } from './referencia-personal';
import { RequisitoSchema } from './requisito';
import { RequisitoPersonaSchema } from './requisito-persona';
import { ResultadoPruebaDigitalSchema } from './resultado-prueba-digital';
import { TipoMarcaSchema } from './tipo-marca';
import { PoliticaRetencionSchema } from './politica-retencion';
import { AvisoRetencionSchema } from './aviso-retencion';
import { SupresionDatosSchema } from './supresion-datos';

export * from './archivo-evidencia-requisito';
export * from './archivo-hoja-de-vida';
export * from './calificacion-prueba-digital';
export * from './candidato';
export * from './comentario-hoja-de-vida';
export * from './diplomado';
export * from './educacion-en-curso';
export * from './educacion-superior';
export * from './entrevista-video';
export * from './experiencia';
export * from './habilidad';
export * from './hijo';
export * from './hoja-de-vida';
export * from './idioma';
export * from './marca-hoja-de-vida';
export * from './motivo-cambio-datos';
export * from './otro-estudio';
export * from './persona-a-cargo';
export * from './postgrado';
export * from './profesion';
export * from './referencia-personal';
export * from './requisito';
export * from './requisito-persona';
export * from './resultado-prueba-digital';
export * from './tipo-marca';
export * from './politica-retencion';
export * from './aviso-retencion';
export * from './supresion-datos';

/**
 * CV domain (spec 03 §3). The order-traceability rows of a candidate are derived from candidato_pedido
 * (pedido, fecha_creacion, vetado_cliente) and need no table of their own.
 */
export const hvEntities = [
  ArchivoEvidenciaRequisitoSchema,
  ArchivoHojaDeVidaSchema,
  CalificacionPruebaDigitalSchema,
  CandidatoSchema,
  ComentarioHojaDeVidaSchema,
  DiplomadoSchema,
  EducacionEnCursoSchema,
  EducacionSuperiorSchema,
  EntrevistaVideoSchema,
  ExperienciaSchema,
  HabilidadSchema,
  HijoSchema,
  HojaDeVidaSchema,
  IdiomaSchema,
  MarcaHojaDeVidaSchema,
  MotivoCambioDatosSchema,
  OtroEstudioSchema,
  PersonaACargoSchema,
  PostgradoSchema,
  ProfesionSchema,
  ReferenciaPersonalSchema,
  RequisitoSchema,
  RequisitoPersonaSchema,
  ResultadoPruebaDigitalSchema,
  TipoMarcaSchema,
  PoliticaRetencionSchema,
  AvisoRetencionSchema,
  SupresionDatosSchema,
];
