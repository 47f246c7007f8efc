import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad, Cliente, Sucursal, Usuario } from '../core';
import { GrupoPreguntasFiltro } from '../fac/grupo-preguntas-filtro';
import { Requisito } from '../hv/requisito';
import { Competencia } from '../perfiles/competencia';
import { Perfil } from '../perfiles/perfil';
import { Valor } from '../perfiles/valor';
import { ArchivoEvidenciaCancelacion } from './archivo-evidencia-cancelacion';
import { CandidatoPedido } from './candidato-pedido';
import { OtroAuxilioPedido } from './otro-auxilio-pedido';
import { PreguntaEntrevista } from './pregunta-entrevista';

/**
 * A hiring order (pedido) of a client: spec 01 §3 "Pedido", states of §4 (ESTADO_PEDIDO).
 * A multi-city stock order is a parent row (estado 111) with one child Pedido row per extra city line
 * (es_hijo, pedido_padre; estado 112 while being edited); every row that carries a ciudad is one line.
 * Not stored (computed for display): ciudadesC (cities of the child lines), diasRestantes, diasTranscurridos,
 * fecha_front. numero_candidatos_preseleccion / numero_candidatos_seleccion (active CandidatoPedido by pool)
 * are kept by a database trigger on candidato_pedido (migration 20261122150005), never written by the app.
 */
export const PedidoSchema = defineEntity({
  name: 'Pedido',
  tableName: 'pedido',
  indexes: [
    { properties: ['estadoPedido', 'esStock'] },
    { properties: ['cliente', 'estadoPedido'] },
    { properties: ['fechaSolicitud'] },
    { properties: ['fechaCancelacion'] },
    { properties: ['fechaFinalizacion'] },
  ],
  uniques: [
    {
      // Spec 01 §5: only one current (estado not 0/5) stock order per profile and city.
      name: 'pedido_stock_vigente_perfil_ciudad_uq',
      expression:
        'create unique index "pedido_stock_vigente_perfil_ciudad_uq" on "pedido" ("perfil_seleccion_id", "ciudad_id") where "es_stock" and "estado_pedido" not in (0, 5)',
    },
  ],
  properties: {
    id: p.integer().primary(),
    esStock: p.boolean().default(false).index(),
    /** Indexed by (cliente_id, estado_pedido) above. */
    cliente: () => p.manyToOne(Cliente),
    /** Null only on a multi-city parent whose lines are all child rows. */
    ciudad: () => p.manyToOne(Ciudad).nullable().index(),
    sucursal: () => p.manyToOne(Sucursal).nullable().index(),
    perfilSeleccion: () => p.manyToOne(Perfil).index(),
    nombreCargo: p.string().length(200),
    centroCosto: p.string().length(100).nullable(),
    descripcion: p.text().nullable(),
    /** True on a child city line (estado 112 while editing) of a multi-city parent (111). */
    esHijo: p.boolean().default(false),
    /** Multi-city parent of this child city line. */
    pedidoPadre: () => p.manyToOne(Pedido).nullable().index().deleteRule('cascade'),
    pedidosHijos: () => p.oneToMany(Pedido).mappedBy('pedidoPadre'),
    /** Associated cancelled order that this order replaces (required when the order is a child of a cancelled one). */
    pedidoPadreOc: () => p.manyToOne(Pedido).nullable().index().deleteRule('set null'),
    pedidosHijosOc: () => p.oneToMany(Pedido).mappedBy('pedidoPadreOc'),
    direccionPresentarse: p.string().length(300).nullable(),
    personaAutorizaIngreso: p.string().length(200).nullable(),
    vacantes: p.integer().default(1),
    vacantesCumplidas: p.integer().default(0),
    /** Active candidates in pool 0 / 1; maintained by the trigger `candidato_pedido_contadores` (read-only here). */
    numeroCandidatosPreseleccion: p.integer().default(0),
    numeroCandidatosSeleccion: p.integer().default(0),
    minimoCandidatosVacante: p.integer().default(3),
    salario: p.decimal('number').precision(12).scale(2).nullable(),
    comision: p.decimal('number').precision(12).scale(2).nullable(),
    tieneRuta: p.boolean().default(false),
    tieneAuxilioTransporte: p.boolean().default(false),
    auxilioTransporte: p.decimal('number').precision(12).scale(2).default(0),
    auxilioAlimentacion: p.decimal('number').precision(12).scale(2).default(0),
    auxilioInternet: p.decimal('number').precision(12).scale(2).default(0),
    auxilioCelular: p.decimal('number').precision(12).scale(2).default(0),
    auxilioRodamiento: p.decimal('number').precision(12).scale(2).default(0),
    /** Stock orders: extra transport allowance of the city block (only with no route and salary < 2 SMMLV). */
    auxilioTransporteExtra: p.decimal('number').precision(12).scale(2).default(0),
    otrosAuxilios: () => p.oneToMany(OtroAuxilioPedido).mappedBy('pedido'),
    /** JORNADA_LABORAL (0 Por Turnos ... 5 Fines de semana); 2 and 3 require horario_inicio/fin. */
    jornadaLaboral: p.smallint().nullable(),
    horarioInicio: p.time().nullable(),
    horarioFin: p.time().nullable(),
    fechaSolicitud: p.datetime().onCreate(() => new Date()),
    fechaAprobacion: p.datetime().nullable(),
    fechaIngreso: p.date().nullable(),
    fechaNegociada: p.date().nullable(),
    fechaCancelacion: p.datetime().nullable(),
    fechaFinalizacion: p.datetime().nullable(),
    fechaEstado2: p.datetime().nullable(),
    fechaEstado3: p.datetime().nullable(),
    fechaEstado4: p.datetime().nullable(),
    /** ESTADO_PEDIDO: 0, 1, 111, 112, 2, 3, 4, 5. */
    /** Indexed by (estado_pedido, es_stock) above (schema-lint: no index a key prefix of another). */
    estadoPedido: p.smallint().default(1),
    encargadoPedido: () => p.manyToOne(Usuario).nullable().index(),
    ejecutivoLider: () => p.manyToOne(Usuario).nullable().index(),
    actorAprobacion: () => p.manyToOne(Usuario).nullable(),
    actorCancelacion: () => p.manyToOne(Usuario).nullable(),
    createdBy: () => p.manyToOne(Usuario).index(),
    /** CatalogoItem codigo of categoria TIPO_PEDIDO (REINGRESO, ENVIADO_POR_CLIENTE, ...). */
    tipoPedido: p.string().length(40).nullable().index(),
    esDestacado: p.boolean().default(false),
    /** Stock level (3 low, 4 very low) that made the daily stock job draft this stock order; null: a person created it. */
    nivelAutomatico: p.smallint().nullable(),
    /** CatalogoItem codigo of categoria TIPO_CONVOCATORIA. */
    convocatoria: p.string().length(40).nullable(),
    codigoProceso: p.string().length(60).nullable(),
    /** Requisition code in the payroll/ERP system (set when the ERP requisition is created). */
    midasoftCodigo: p.string().length(60).nullable(),
    /** Offer code in the job board. */
    elEmpleoCodigo: p.string().length(60).nullable(),
    maestra3cId: p.string().length(60).nullable().fieldName('maestra_3c_id'),
    maestra3cCodigo: p.string().length(60).nullable().fieldName('maestra_3c_codigo'),
    maestra3cNombre: p.string().length(200).nullable().fieldName('maestra_3c_nombre'),
    ordenDefinida: p.boolean().default(false),
    /** Filter-question group; null means the questions are not defined yet (FILTRO_FAC sin_definir). */
    fac: () => p.manyToOne(GrupoPreguntasFiltro).nullable().index(),
    apruebaFac: p.boolean().default(false),
    facFechaAprobacion: p.datetime().nullable(),
    pruebaFac: p.boolean().default(false),
    pruebaDetac: p.boolean().default(false),
    pruebaComp: p.boolean().default(false),
    pruebaIdisc: p.boolean().default(false),
    pruebaValores: p.boolean().default(false),
    pruebaEntrevistas: p.boolean().default(false),
    /** DETAC test chosen for the order: code from the digital-test platform's DETAC list. */
    detac: p.string().length(60).nullable(),
    /** Competencies and sub-competencies tested (at most max_competencias parents, max_sub_competencias subs). */
    competencias: () => p.manyToMany(Competencia).pivotTable('pedido_competencia'),
    /** Values tested (between min_valores and max_valores). */
    valores: () => p.manyToMany(Valor).pivotTable('pedido_valor'),
    /** Video-interview questions of the order (the `entrevista` selection of spec 01 §7). */
    preguntasEntrevista: () => p.oneToMany(PreguntaEntrevista).mappedBy('pedido'),
    /** Requirements the client sees when candidates are sent. */
    requerimientosVisibles: () => p.manyToMany(Requisito).pivotTable('pedido_requerimiento_visible'),
    /** CAUSA_CANCELACION (0-5); null on a finished order ("Pedido Terminado"). */
    causaCancelacion: p.smallint().nullable(),
    razonEscritaCancelacion: p.text().nullable(),
    archivosEvidenciaCancelacion: () => p.oneToMany(ArchivoEvidenciaCancelacion).mappedBy('pedido'),
    candidatos: () => p.oneToMany(CandidatoPedido).mappedBy('pedido'),
    actualizadoEn: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});
export class Pedido extends PedidoSchema.class {}
PedidoSchema.setClass(Pedido);
