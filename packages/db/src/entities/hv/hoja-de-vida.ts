import { defineEntity, p } from '@mikro-orm/core';
import { ArchivoHojaDeVida } from './archivo-hoja-de-vida';
import { Candidato } from './candidato';
import { Diplomado } from './diplomado';
import { EducacionEnCurso } from './educacion-en-curso';
import { EducacionSuperior } from './educacion-superior';
import { Experiencia } from './experiencia';
import { Habilidad } from './habilidad';
import { Hijo } from './hijo';
import { Idioma } from './idioma';
import { OtroEstudio } from './otro-estudio';
import { PersonaACargo } from './persona-a-cargo';
import { Postgrado } from './postgrado';
import { ReferenciaPersonal } from './referencia-personal';

const pct = () => p.decimal('number').precision(5).scale(2).default(0);

/**
 * A candidate's CV (spec 03 §3 "CV (hoja de vida)"), one per candidate. `busqueda` is the keyword-search
 * tsvector (Spanish configuration over unaccented text) maintained by the application/trigger.
 * Primary and secondary education are modelled as institution/year fields on the CV (spec lists them
 * without fields); higher studies and the rest are child lists.
 */
export const HojaDeVidaSchema = defineEntity({
  name: 'HojaDeVida',
  tableName: 'hoja_de_vida',
  indexes: [
    {
      name: 'hoja_de_vida_busqueda_gin',
      expression: 'create index "hoja_de_vida_busqueda_gin" on "hoja_de_vida" using gin ("busqueda")',
    },
    {
      name: 'hoja_de_vida_cargos_a_aspirar_gin',
      expression:
        'create index "hoja_de_vida_cargos_a_aspirar_gin" on "hoja_de_vida" using gin ("cargos_a_aspirar")',
    },
    {
      name: 'hoja_de_vida_profesiones_gin',
      expression: 'create index "hoja_de_vida_profesiones_gin" on "hoja_de_vida" using gin ("profesiones")',
    },
    { properties: ['aspiracionSalarialMinima', 'aspiracionSalarialMaxima'] },
    {
      // Suggested candidates (issue 15): the available people of a city, newest CV first (migration …000012_sugeridos).
      name: 'hoja_de_vida_sugeridos',
      expression:
        'create index "hoja_de_vida_sugeridos" on "hoja_de_vida" ("candidato_ciudad_donde_vive_id", "candidato_disponibilidad", "fecha_modificacion" desc, "id" desc) include ("candidato_id", "candidato_fecha_nacimiento", "candidato_genero", "nivel_academico", "aspiracion_salarial_minima", "porcentaje_total")',
    },
    {
      // Criteria search: newest-modified first, filtering the CV's and (copied) candidate's criteria inside the
      // index (index-only scan, no candidate lookup per CV read).
      name: 'hoja_de_vida_criterios_orden',
      expression:
        'create index "hoja_de_vida_criterios_orden" on "hoja_de_vida" ("fecha_modificacion" desc, "id" desc) include ("candidato_id", "nivel_academico", "disponible_para_viajar", "aspiracion_salarial_minima", "aspiracion_salarial_maxima", "candidato_ciudad_donde_vive_id", "candidato_disponibilidad", "candidato_fecha_nacimiento", "candidato_genero", "candidato_estado_civil", "candidato_estado_producto")',
    },
  ],
  properties: {
    id: p.integer().primary(),
    candidato: () => p.oneToOne(Candidato).owner().unique().deleteRule('cascade'),
    porcentajeTotal: pct().index(),
    porcentajePersonal: pct(),
    porcentajeGeneral: pct(),
    porcentajeExperiencia: pct(),
    porcentajeFamilia: pct(),
    porcentajeEducacion: pct(),
    /** Completion of the personal-references section (shown in its accordion). */
    porcentajeReferencias: pct(),
    fechaModificacion: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    fechaCreacion: p.datetime().onCreate(() => new Date()),
    tieneVehiculo: p.boolean().default(false),
    /** TIPO_VEHICULO (0 Moto, 1 Carro). */
    tipoVehiculo: p.smallint().nullable(),
    /** TIPO_VIVIENDA (0 Propia, 1 Arrendada, 2 Familiar, 3 Otra). */
    tipoVivienda: p.smallint().nullable(),
    arrendador: p.string().length(200).nullable(),
    conviveCon: p.string().length(200).nullable(),
    fuma: p.boolean().default(false),
    bebe: p.boolean().default(false),
    haceEjercicio: p.boolean().default(false),
    pasatiempos: p.text().nullable(),
    disponibleParaViajar: p.boolean().default(false).index(),
    aspiracionSalarialMinima: p.decimal('number').precision(12).scale(2).nullable(),
    aspiracionSalarialMaxima: p.decimal('number').precision(12).scale(2).nullable(),
    /** Up to 3 position names the candidate aspires to (validated in @talento/rules). */
    cargosAAspirar: p.array().default([]).fieldName('cargos_a_aspirar'),
    profesiones: p.array().default([]),
    /** NIVEL_ACADEMICO (0 Primaria, 1 Bachillerato, 2 Educación Superior). */
    nivelAcademico: p.smallint().nullable().index(),
    primariaInstitucion: p.string().length(200).nullable(),
    primariaAnoFin: p.smallint().nullable(),
    bachilleratoInstitucion: p.string().length(200).nullable(),
    bachilleratoTitulo: p.string().length(200).nullable(),
    bachilleratoAnoFin: p.smallint().nullable(),
    tieneTarjetaProfesional: p.boolean().default(false),
    tarjetaProfesional: p.string().length(60).nullable(),
    conceptoFinalPsicologo: p.text().nullable(),
    conyugeNombre: p.string().length(200).nullable(),
    conyugeOcupacion: p.string().length(200).nullable(),
    conyugeTelefono: p.string().length(70).nullable(),
    padreNombre: p.string().length(200).nullable(),
    padreOcupacion: p.string().length(200).nullable(),
    padreTelefono: p.string().length(70).nullable(),
    madreNombre: p.string().length(200).nullable(),
    madreOcupacion: p.string().length(200).nullable(),
    madreTelefono: p.string().length(70).nullable(),
    busqueda: p.string().columnType('tsvector').nullable().lazy(),
    // Copies of the candidate's criteria-search columns, written only by triggers (migration
    // Migration20261125000002_criterios_candidato_en_hv): never set them here.
    candidatoCiudadDondeViveId: p.integer().nullable().lazy(),
    candidatoDisponibilidad: p.smallint().nullable().lazy(),
    candidatoFechaNacimiento: p.date().nullable().lazy(),
    candidatoGenero: p.smallint().nullable().lazy(),
    candidatoEstadoCivil: p.smallint().nullable().lazy(),
    candidatoEstadoProducto: p.smallint().nullable().lazy(),
    experiencias: () => p.oneToMany(Experiencia).mappedBy('hojaDeVida'),
    educacionSuperior: () => p.oneToMany(EducacionSuperior).mappedBy('hojaDeVida'),
    diplomados: () => p.oneToMany(Diplomado).mappedBy('hojaDeVida'),
    postgrados: () => p.oneToMany(Postgrado).mappedBy('hojaDeVida'),
    otrosEstudios: () => p.oneToMany(OtroEstudio).mappedBy('hojaDeVida'),
    educacionEnCurso: () => p.oneToMany(EducacionEnCurso).mappedBy('hojaDeVida'),
    idiomas: () => p.oneToMany(Idioma).mappedBy('hojaDeVida'),
    habilidades: () => p.oneToMany(Habilidad).mappedBy('hojaDeVida'),
    hijos: () => p.oneToMany(Hijo).mappedBy('hojaDeVida'),
    personasACargo: () => p.oneToMany(PersonaACargo).mappedBy('hojaDeVida'),
    referencias: () => p.oneToMany(ReferenciaPersonal).mappedBy('hojaDeVida'),
    archivos: () => p.oneToMany(ArchivoHojaDeVida).mappedBy('hojaDeVida'),
    version: p.integer().version(),
  },
});
export class HojaDeVida extends HojaDeVidaSchema.class {}
HojaDeVidaSchema.setClass(HojaDeVida);
