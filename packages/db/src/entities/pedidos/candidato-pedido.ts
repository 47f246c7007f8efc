import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core';
import { Candidato } from '../hv/candidato';
import { MotivoRechazo } from './motivo-rechazo';
import { OrdenContratacion } from './orden-contratacion';
import { Pedido } from './pedido';

/**
 * A candidate inside an order (spec 01 §3 "Candidate in order", states §4 ESTADO_CANDIDATO_PEDIDO).
 * Rows are never deleted: removing sets activo false, so one active row per (pedido, candidato).
 * The hiring order (pOrden_contrato / pOrden_radicado) is reached through `ordenesContratacion`.
 * pruebaidtalento: puntaje_global and descartado are copied here (ranking and filters); the per-test list
 * (codigo, puntaje, descartado, url_informe) is the CalificacionPruebaDigital (hv) of the same candidato+pedido.
 */
export const CandidatoPedidoSchema = defineEntity({
  name: 'CandidatoPedido',
  tableName: 'candidato_pedido',
  indexes: [
    { properties: ['pedido', 'activo', 'pool'] },
    { properties: ['candidato', 'activo'] },
    { properties: ['estadoCandidatoPedido'] },
  ],
  uniques: [
    {
      name: 'candidato_pedido_activo_uq',
      expression:
        'create unique index "candidato_pedido_activo_uq" on "candidato_pedido" ("pedido_id", "candidato_id") where "activo"',
    },
  ],
  properties: {
    id: p.integer().primary(),
    pedido: () => p.manyToOne(Pedido).deleteRule('cascade'),
    candidato: () => p.manyToOne(Candidato),
    activo: p.boolean().default(true),
    /** POOL: 0 Preseleccionado, 1 Seleccionado. */
    pool: p.smallint().default(0),
    /** ESTADO_PRODUCTO: 0 En proceso, 1 Terminado (adding a candidate writes 1, spec 01 §4). */
    estadoProducto: p.smallint().default(1),
    /** ESTADO_CANDIDATO_PEDIDO (0-10). */
    estadoCandidatoPedido: p.smallint().default(0),
    fechaCitaCliente: p.datetime().nullable(),
    motivoRechazoCandidato: () => p.manyToOne(MotivoRechazo).nullable(),
    otroMotivoRechazo: p.text().nullable(),
    validadoRechazo: p.boolean().default(false),
    betado: p.boolean().default(false),
    deCategorias: p.boolean().default(false),
    deStock: p.boolean().default(false),
    liberado: p.boolean().default(false),
    noEnviarACliente: p.boolean().default(false).fieldName('no_enviar_a_cliente'),
    /** CV sent to the payroll/ERP system after the hiring order was filed. */
    enviadoAMidasoft: p.boolean().default(false).fieldName('enviado_a_midasoft'),
    /** Compatibility score with the stock order (0-100). */
    puntaje: p.decimal('number').precision(12).scale(2).nullable(),
    /** Overall digital-test score (0-100); pre-selected candidates are ranked by it, descending. */
    puntajeGlobal: p.decimal('number').precision(12).scale(2).nullable(),
    descartado: p.boolean().default(false),
    /** ACCION_DESCARTE chosen in the discard modal (a_categoria, a_pedido_stock, a_pedido_vigente, ninguna). */
    accionDescarte: p.string().length(20).nullable(),
    /** OPCION_VETAR_CANDIDATO (stock rules): 0 can be sent again to the client, 1 cannot (barred). */
    vetarCandidato: p.smallint().nullable(),
    ordenesContratacion: () => p.manyToMany(OrdenContratacion).mappedBy('candidatos'),
    fechaCreacion: p.datetime().onCreate(() => new Date()),
    creadoPor: () => p.manyToOne(Usuario).nullable(),
    fechaCambioEstado: p.datetime().nullable(),
    modificadoPor: () => p.manyToOne(Usuario).nullable(),
    fechaModificacion: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});
export class CandidatoPedido extends CandidatoPedidoSchema.class {}
CandidatoPedidoSchema.setClass(CandidatoPedido);
