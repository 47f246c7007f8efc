import { defineEntity, p } from '@mikro-orm/core';
import { Dispositivo } from './dispositivo';

/** A GPS position reported by a device (spec 03 §3 "GPS point"), drawn as route polylines. */
export const PuntoGpsSchema = defineEntity({
  name: 'PuntoGps',
  tableName: 'punto_gps',
  // Covering (migration 033): a device-day is read from the index alone, for the map and visit compliance.
  indexes: [
    {
      name: 'punto_gps_dispositivo_id_created_at_index',
      expression:
        'create index "punto_gps_dispositivo_id_created_at_index" on "punto_gps" ("dispositivo_id", "created_at") include ("id", "latitud", "longitud")',
    },
  ],
  properties: {
    id: p.bigint('number').primary(),
    dispositivo: () => p.manyToOne(Dispositivo).deleteRule('cascade'),
    latitud: p.decimal('number').precision(9).scale(6),
    longitud: p.decimal('number').precision(9).scale(6),
    /** When the device measured it (what the map draws and the day is taken from). */
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When the server received it. */
    recibidoAt: p.datetime().onCreate(() => new Date()),
  },
});
export class PuntoGps extends PuntoGpsSchema.class {}
PuntoGpsSchema.setClass(PuntoGps);
