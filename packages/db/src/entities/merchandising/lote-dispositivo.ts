import { defineEntity, p } from '@mikro-orm/core';
import { Dispositivo } from './dispositivo';

/**
 * A batch already applied for a device, by the idempotency key the phone sent: a retry with the same key gets
 * the remembered `resultado` and changes nothing; the same key with a different body (`huella`) is refused.
 */
export const LoteDispositivoSchema = defineEntity({
  name: 'LoteDispositivo',
  tableName: 'lote_dispositivo',
  properties: {
    dispositivo: () => p.manyToOne(Dispositivo).primary().deleteRule('cascade'),
    clave: p.string().length(100).primary(),
    /** puntos | llegadas | novedad */
    tipo: p.string().length(20),
    recibidoAt: p.datetime().onCreate(() => new Date()),
    resultado: p.json<Record<string, unknown>>(),
    /** SHA-256 (hex) of the batch's body: the same key with another body is refused. Null before issue 35. */
    huella: p.string().length(64).nullable(),
  },
});
export class LoteDispositivo extends LoteDispositivoSchema.class {}
LoteDispositivoSchema.setClass(LoteDispositivo);
