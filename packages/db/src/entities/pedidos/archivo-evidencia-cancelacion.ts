import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core';
import { Pedido } from './pedido';

/** Optional evidence file uploaded when an order is cancelled (spec 01 §3 archivo_evidencia_cancelacion). */
export const ArchivoEvidenciaCancelacionSchema = defineEntity({
  name: 'ArchivoEvidenciaCancelacion',
  tableName: 'archivo_evidencia_cancelacion',
  properties: {
    id: p.integer().primary(),
    pedido: () => p.manyToOne(Pedido).index().deleteRule('cascade'),
    nombre: p.string().length(255),
    tipoMime: p.string().length(120),
    tamano: p.integer(),
    contenido: p.blob().lazy(),
    subidoPor: () => p.manyToOne(Usuario).nullable(),
    creadoEn: p.datetime().onCreate(() => new Date()),
  },
});
export class ArchivoEvidenciaCancelacion extends ArchivoEvidenciaCancelacionSchema.class {}
ArchivoEvidenciaCancelacionSchema.setClass(ArchivoEvidenciaCancelacion);
