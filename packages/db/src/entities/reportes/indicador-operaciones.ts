import { defineEntity, p } from '@mikro-orm/core';
import { Cliente } from '../core/cliente';
import { Sucursal } from '../core/sucursal';
import { Usuario } from '../core/usuario';

const conteo = () => p.integer().default(0);

/**
 * One day's operations figures per branch, client and psychologist (the order's encargado) — spec 03 §3
 * "Operations indicators", INFORME GENERAL. Written only by the reports job (packages/api/src/dominios/reportes/servicios,
 * plain SQL): the day's funnel counts (additive: a column of the report sums its days) and the service-level
 * terms of the week and of the month up to that day (a column reads them on its last day). Definitions in
 * packages/rules/src/reportes and docs/decisiones/reportes.md.
 */
export const IndicadorOperacionesSchema = defineEntity({
  name: 'IndicadorOperaciones',
  tableName: 'indicador_operaciones',
  indexes: [
    {
      name: 'indicador_operaciones_unico',
      expression:
        'create unique index "indicador_operaciones_unico" on "indicador_operaciones" ("fecha", "sucursal_id", "cliente_id", "psicologo_id") nulls not distinct',
    },
    { properties: ['sucursal', 'fecha'] },
    { properties: ['cliente', 'fecha'] },
  ],
  properties: {
    id: p.integer().primary(),
    fecha: p.date(),
    sucursal: () => p.manyToOne(Sucursal).nullable().deleteRule('set null'),
    cliente: () => p.manyToOne(Cliente).deleteRule('cascade'),
    psicologo: () => p.manyToOne(Usuario).nullable().deleteRule('set null'),
    pedidosRecibidos: conteo(),
    vacantes: conteo(),
    hvEnviadas: conteo(),
    validadas: conteo(),
    entrevistas: conteo(),
    aprobados: conteo(),
    contratados: conteo(),
    rechazados: conteo(),
    pedidosCancelados: conteo(),
    pedidosTerminados: conteo(),
    semanaVPaCHF: conteo().fieldName('semana_v_pa_chf'),
    semanaVPCHF: conteo().fieldName('semana_v_p_chf'),
    semanaVFCHF: conteo().fieldName('semana_v_f_chf'),
    semanaCEP: conteo().fieldName('semana_cep'),
    semanaVPa: conteo().fieldName('semana_v_pa'),
    semanaVP: conteo().fieldName('semana_v_p'),
    semanaPPCC: conteo().fieldName('semana_ppcc'),
    mesVPaCHF: conteo().fieldName('mes_v_pa_chf'),
    mesVPCHF: conteo().fieldName('mes_v_p_chf'),
    mesVFCHF: conteo().fieldName('mes_v_f_chf'),
    mesCEP: conteo().fieldName('mes_cep'),
    mesVPa: conteo().fieldName('mes_v_pa'),
    mesVP: conteo().fieldName('mes_v_p'),
    mesPPCC: conteo().fieldName('mes_ppcc'),
  },
});
export class IndicadorOperaciones extends IndicadorOperacionesSchema.class {}
IndicadorOperacionesSchema.setClass(IndicadorOperaciones);
