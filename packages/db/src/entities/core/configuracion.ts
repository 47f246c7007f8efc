import { defineEntity, p } from '@mikro-orm/core';

/** General config (single row): minimum wage (SMMLV) and transport aid. */
export const ConfiguracionSchema = defineEntity({
  name: 'Configuracion',
  tableName: 'configuracion',
  properties: {
    id: p.integer().primary(),
    smmlv: p.decimal('number').precision(12).scale(2),
    auxilioTransporte: p.decimal('number').precision(12).scale(2),
  },
});
export class Configuracion extends ConfiguracionSchema.class {}
ConfiguracionSchema.setClass(Configuracion);
