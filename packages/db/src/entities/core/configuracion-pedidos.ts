import { defineEntity, p } from '@mikro-orm/core';

/** Orders config (single row): limits used by orders, profiles, FAC and CV rules; edited in Administración › Valores anuales. */
export const ConfiguracionPedidosSchema = defineEntity({
  name: 'ConfiguracionPedidos',
  tableName: 'configuracion_pedidos',
  properties: {
    id: p.integer().primary(),
    minPorcentajeHv: p.integer().default(70),
    maxCompetencias: p.integer().default(3),
    maxSubCompetencias: p.integer().default(6),
    maxValores: p.integer().default(5),
    minValores: p.integer().default(1),
    maxPregFac: p.integer().default(10),
    maxPreguntasEntrevista: p.integer().default(5),
    minPreguntasEntrevista: p.integer().default(1),
    porcentajeEntrevista: p.integer().default(30),
    version: p.integer().version(),
  },
});
export class ConfiguracionPedidos extends ConfiguracionPedidosSchema.class {}
ConfiguracionPedidosSchema.setClass(ConfiguracionPedidos);
