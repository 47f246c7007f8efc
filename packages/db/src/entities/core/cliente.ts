import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from './usuario';

/**
 * A client company. Carries the stock-client flags of spec 02 (maneja_stock, fecha_maneja_stock, who set
 * it) and the digital-test implementation flag used to decide whether client staff see test scores.
 */
export const ClienteSchema = defineEntity({
  name: 'Cliente',
  tableName: 'cliente',
  indexes: [
    {
      name: 'cliente_nombre_trgm',
      expression:
        'create index "cliente_nombre_trgm" on "cliente" using gin (immutable_unaccent(lower("nombre")) gin_trgm_ops)',
    },
  ],
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(200),
    /** 0 NIT, 1 CC (TIPO_DOCUMENTO_CLIENTE). */
    tipoDocumento: p.smallint().default(0),
    numeroDocumento: p.string().length(20).unique(),
    activo: p.boolean().default(true),
    manejaStock: p.boolean().default(false).index(),
    fechaManejaStock: p.datetime().nullable(),
    usuarioManejaStock: () => p.manyToOne(Usuario).nullable(),
    implementacionPruebas: p.boolean().default(false),
    /** Explicit-add check that allows duplicating a cancelled order of this client. */
    permiteAgregarExplicito: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class Cliente extends ClienteSchema.class {}
ClienteSchema.setClass(Cliente);
