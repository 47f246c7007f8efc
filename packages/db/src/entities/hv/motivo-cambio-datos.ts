import { defineEntity, p } from '@mikro-orm/core';

/**
 * Catalogue of channels by which the candidate learned of a change of personal data (spec 03 §5
 * "Edit candidate": required when any of the eight personal fields changed).
 */
export const MotivoCambioDatosSchema = defineEntity({
  name: 'MotivoCambioDatos',
  tableName: 'motivo_cambio_datos',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(150).unique(),
    activo: p.boolean().default(true),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class MotivoCambioDatos extends MotivoCambioDatosSchema.class {}
MotivoCambioDatosSchema.setClass(MotivoCambioDatos);
