import { defineEntity, p } from '@mikro-orm/core';
import { Cliente } from '../core/cliente';

/**
 * A named external report embedded in a frame (spec 03 routes app.reporte/{idReporte} and
 * app.merchandising). `esMerchandising` lists it in the merchandising dropdown (otherwise with the operations
 * reports); `permiso` is the flag a user needs to see it; `cliente` limits it to users whose scope has that client.
 */
export const ReporteEmbebidoSchema = defineEntity({
  name: 'ReporteEmbebido',
  tableName: 'reporte_embebido',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(150).unique(),
    url: p.string().length(1000),
    activo: p.boolean().default(true),
    esMerchandising: p.boolean().default(false).index(),
    permiso: p.string().length(100).default('read_reporte'),
    cliente: () => p.manyToOne(Cliente).nullable().index(),
    version: p.integer().version(),
  },
});
export class ReporteEmbebido extends ReporteEmbebidoSchema.class {}
ReporteEmbebidoSchema.setClass(ReporteEmbebido);
