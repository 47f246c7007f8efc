import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad, Cliente, Usuario } from '../core';
import { GrupoPreguntasFiltro } from '../fac/grupo-preguntas-filtro';
import { CategoriaStock } from '../stock/categoria-stock';
import { Cargo } from './cargo';
import { PerfilCompetencia } from './perfil-competencia';
import { PerfilIndicador } from './perfil-indicador';
import { PerfilRelacionArea } from './perfil-relacion-area';
import { PerfilResponsabilidad } from './perfil-responsabilidad';
import { TipoCaracteristica } from './tipo-caracteristica';
import { TipoCargo } from './tipo-cargo';
import { Valor } from './valor';

/**
 * Selection profile of a client's job position (spec 02 §3 "Profile", §4 states). Fields a client-created
 * profile (estado 0) may lack are nullable; the staff form makes them required (spec 02 §5).
 * Switched-off basic-data blocks hold the "not required" sentinels (PERFIL_NO_REQUERIDO in @talento/rules).
 */
export const PerfilSchema = defineEntity({
  name: 'Perfil',
  tableName: 'perfil',
  indexes: [{ properties: ['cliente', 'estadoPerfil'] }],
  properties: {
    id: p.integer().primary(),
    /** Indexed by (cliente_id, estado_perfil). */
    cliente: () => p.manyToOne(Cliente),
    cargo: () => p.manyToOne(Cargo).index(),
    nombreCargoPerfil: p.string().length(200),
    misionCargoPerfil: p.text().default(''),
    /** Profile / test type: 1, 2 administrative, 3 other (TIPO_PERFIL). Null until a user who may choose it sets it. */
    tipo: p.smallint().nullable(),
    tipoCargo: () => p.manyToOne(TipoCargo).nullable().index(),
    /** 0 Creado por cliente, 1 Creado, 2 Aprobado, 3 Cancelado (ESTADO_PERFIL). */
    estadoPerfil: p.smallint().default(1),

    // Derivation from a parent profile.
    perfilPadre: () => p.manyToOne(Perfil).nullable().index(),
    esHijo: p.boolean().default(false),
    esNegociacion: p.boolean().default(false),
    cancelaPerfilPadre: p.boolean().default(false),

    /** 0 Negociación, 1 Especializado, 2 Especializado por Evaluar, 3 Liderazgo (TIPOLOGIA). */
    tipologia: p.smallint().default(0),
    /** Agreed search days (min 1). */
    tiempoDiasBusqueda: p.integer().nullable(),
    salario: p.decimal('number').precision(12).scale(2),
    /** True when the salary is the minimum wage (MODO_SALARIO SMMLV) and kept in step with Configuracion.smmlv. */
    esSmmlv: p.boolean().default(true),
    /** 0 Quincenal, 1 Mensual (PERIODO_PAGO). */
    periodoPago: p.smallint().default(0),
    /** 0 Por Turnos … 5 Fines de semana (HORARIO_TRABAJO). */
    horarioTrabajo: p.smallint().default(2),

    // Filter questions (FAC): the chosen group plus every group ever tied to the profile.
    fac: () => p.manyToOne(GrupoPreguntasFiltro).nullable().index(),
    facs: () => p.manyToMany(GrupoPreguntasFiltro).pivotTable('perfil_fac'),
    apruebaFac: p.boolean().default(false),
    fechaApruebaFac: p.datetime().nullable(),

    // Stock.
    categoriaStock: () => p.manyToOne(CategoriaStock).nullable().index(),
    /** Stock validity in days. */
    vigenciaStock: p.integer().nullable(),

    // Characteristics, competencies, values (spec `checked` flags are computed from these).
    caracteristicas: () => p.manyToMany(TipoCaracteristica).pivotTable('perfil_caracteristica'),
    competencias: () => p.oneToMany(PerfilCompetencia).mappedBy('perfil'),
    valores: () => p.manyToMany(Valor).pivotTable('perfil_valor'),
    responsabilidades: () => p.oneToMany(PerfilResponsabilidad).mappedBy('perfil'),
    indicadores: () => p.oneToMany(PerfilIndicador).mappedBy('perfil'),
    relacionesAreas: () => p.oneToMany(PerfilRelacionArea).mappedBy('perfil'),
    /** Comma-separated free text. */
    otrasActitudes: p.text().nullable(),
    observaciones: p.text().nullable(),

    // Applicant basic data (each block optional).
    edadMinima: p.smallint().nullable(),
    edadMaxima: p.smallint().nullable(),
    /** 0 Indiferente, 1 Femenino, 2 Masculino (GENERO). */
    genero: p.smallint().default(0),
    lugarResidencia: () => p.manyToOne(Ciudad).nullable(),
    lugarNacimiento: () => p.manyToOne(Ciudad).nullable(),
    /** 0 Soltero/a … 6 Madre/Padre Soltero/a, 10 No requerido (ESTADO_CIVIL). */
    estadoCivil: p.smallint().default(10),
    numeroHijos: p.smallint().nullable(),
    /** 1 to 6, 0 No requerido (ESTRATO). */
    estrato: p.smallint().default(0),
    tallaBlusa: p.string().length(10).nullable(),
    tallaPantalon: p.string().length(10).nullable(),
    tallaCalzado: p.string().length(10).nullable(),
    /** 0 Indiferente, 1 Bachiller, 2 Técnico, 3 Tecnólogo, 4 Profesional (EDUCACION_PERFIL). */
    educacion: p.smallint().default(0),
    conocimientosTecnicos: p.text().nullable(),
    experienciaLaboral: p.text().nullable(),
    otrasHabilidades: p.text().nullable(),

    // Organisational location.
    direccion: p.string().length(200).nullable(),
    gerencia: p.string().length(200).nullable(),
    subgerencia: p.string().length(200).nullable(),
    coordinacion: p.string().length(200).nullable(),

    // Purpose of the position.
    queHace: p.text().nullable(),
    comoHace: p.text().nullable(),
    paraQueHace: p.text().nullable(),

    // Approval and cancellation.
    actorAprobacion: () => p.manyToOne(Usuario).nullable(),
    fechaAprobacion: p.datetime().nullable(),
    actorCancelacion: () => p.manyToOne(Usuario).nullable(),
    fechaCancelacion: p.datetime().nullable(),

    // Job-board (multiposting) picks: codes of ElEmpleoItem rows, at most 5 per list.
    subnivelElEmpleo: p.string().length(40).nullable(),
    profesionesElEmpleo: p.array().default([]),
    sectoresElEmpleo: p.array().default([]),
    posicionesElEmpleo: p.array().default([]),
    areasTrabajoElEmpleo: p.array().default([]),

    createdBy: () => p.manyToOne(Usuario).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});
export class Perfil extends PerfilSchema.class {}
PerfilSchema.setClass(Perfil);
