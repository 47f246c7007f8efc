import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { Almacen } from './almacen';
import { Dispositivo } from './dispositivo';

/** A merchandiser's arrival report at a store (spec 03 §3 "arrival report"), listed in the map panel. */
export const ReporteLlegadaSchema = defineEntity({
  name: 'ReporteLlegada',
  tableName: 'reporte_llegada',
  indexes: [{ properties: ['usuario', 'fecha'] }],
  properties: {
    id: p.integer().primary(),
    usuario: () => p.manyToOne(Usuario),
    almacen: () => p.manyToOne(Almacen).index(),
    /** When the device reported the arrival. */
    fecha: p.datetime().onCreate(() => new Date()),
    dispositivo: () => p.manyToOne(Dispositivo).nullable().deleteRule('set null'),
    /** When the server received it. */
    recibidoAt: p.datetime().onCreate(() => new Date()),
    latitud: p.decimal('number').precision(9).scale(6).nullable(),
    longitud: p.decimal('number').precision(9).scale(6).nullable(),
  },
});
export class ReporteLlegada extends ReporteLlegadaSchema.class {}
ReporteLlegadaSchema.setClass(ReporteLlegada);
