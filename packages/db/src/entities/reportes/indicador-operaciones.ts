import { defineEntity, p } from '@mikro-orm/core';
import { Cliente } from '../core/cliente';
import { Sucursal } from '../core/sucursal';
import { Usuario } from '../core/usuario';

const conteo = () => p.integer().default(0);

/**
 * Weekly operations-funnel figures per branch, optionally per client and/or psychologist (spec 03 §3
 * "Operations indicators", INFORME GENERAL). Filled by a scheduled job from orders and candidate-order
 * rows; months, the moving average of the last five weeks, send effectiveness, nivelServicio
 * ((vPaCHF + vPCHF + vFCHF) + CEP) / ((vPa + vP) + vFCHF + CEP + PPCC·K) and the overall score are
 * computed for display and not stored. A null client/psychologist means the total over all of them.
 */
export const IndicadorOperacionesSchema = defineEntity({
  name: 'IndicadorOperaciones',
  tableName: 'indicador_operaciones',
  indexes: [
    {
      name: 'indicador_operaciones_unico',
      expression:
        'create unique index "indicador_operaciones_unico" on "indicador_operaciones" ("fecha_corte", "sucursal_id", "cliente_id", "psicologo_id") nulls not distinct',
    },
    { properties: ['sucursal', 'fechaCorte'] },
    { properties: ['cliente', 'fechaCorte'] },
    { properties: ['psicologo', 'fechaCorte'] },
  ],
  properties: {
    id: p.integer().primary(),
    /** Last day of the week the row covers. */
    fechaCorte: p.date().index(),
    anio: p.smallint(),
    /** ISO week number. */
    semana: p.smallint(),
    sucursal: () => p.manyToOne(Sucursal),
    cliente: () => p.manyToOne(Cliente).nullable(),
    psicologo: () => p.manyToOne(Usuario).nullable(),
    procesosRealizados: conteo(),
    pedidosIngresados: conteo(),
    hvEnviadas: conteo(),
    contratados: conteo(),
    pedidosCancelados: conteo(),
    personasRechazadas: conteo(),
    /** Service-level inputs (spec 03 §9); desde/hasta bound the period they were measured on. */
    desde: p.date().nullable(),
    hasta: p.date().nullable(),
    vPaCHF: conteo().fieldName('v_pa_chf'),
    vPCHF: conteo().fieldName('v_p_chf'),
    vFCHF: conteo().fieldName('v_f_chf'),
    CEP: conteo(),
    vPa: conteo(),
    vP: conteo(),
    PPCC: conteo(),
    K: p.decimal('number').precision(6).scale(2).default(1),
    calculadoEn: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class IndicadorOperaciones extends IndicadorOperacionesSchema.class {}
IndicadorOperacionesSchema.setClass(IndicadorOperaciones);
