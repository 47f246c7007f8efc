import { defineEntity, p } from '@mikro-orm/core';
import { Cliente } from '../core';

/**
 * Per-client rules of the hiring-order form (spec 01 §5): which ERP levels (1-5) are flagged required and
 * whether the mercantile offer shows (then obra_labor is required). No row = no level required, no offer.
 */
export const ConfiguracionContratacionClienteSchema = defineEntity({
  name: 'ConfiguracionContratacionCliente',
  tableName: 'configuracion_contratacion_cliente',
  properties: {
    cliente: () => p.oneToOne(Cliente).owner().primary().deleteRule('cascade'),
    nivelesRequeridos: p.json<number[]>(),
    ofertaMercantil: p.boolean().default(false),
  },
});
export class ConfiguracionContratacionCliente extends ConfiguracionContratacionClienteSchema.class {}
ConfiguracionContratacionClienteSchema.setClass(ConfiguracionContratacionCliente);
