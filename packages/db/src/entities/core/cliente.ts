import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad } from './ciudad';
import { Sucursal } from './sucursal';
import { Usuario } from './usuario';

/**
 * A client company. Carries the stock-client flags of spec 02 (maneja_stock, fecha_maneja_stock, who set
 * it) and the digital-test implementation flag used to decide whether client staff see test scores. A NIT keeps its
 * digits in `numeroDocumento` (without the DV, so lookups by '900123456' work) and the DIAN check digit in
 * `digitoVerificacion` (null for a CC); a trigger keeps the DV equal to DIAN's algorithm on every write (seeds and
 * importers write only the number).
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
    /** DIAN verification digit of a NIT (0–9); null for a CC or a legacy NIT that is not only digits. */
    digitoVerificacion: p.smallint().nullable(),
    /** The client's city (Administración › Clientes); null on clients created before it existed. */
    ciudad: () => p.manyToOne(Ciudad).nullable().index(),
    /** Agency branches that serve the client (Administración › Clientes). */
    sucursales: () => p.manyToMany(Sucursal).pivotTable('cliente_sucursal'),
    activo: p.boolean().default(true),
    manejaStock: p.boolean().default(false).index(),
    fechaManejaStock: p.datetime().nullable(),
    usuarioManejaStock: () => p.manyToOne(Usuario).nullable(),
    implementacionPruebas: p.boolean().default(false),
    /** Explicit-add check that allows duplicating a cancelled order of this client. */
    permiteAgregarExplicito: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The import batch that last wrote the record (issue 36; table lote_importacion) and when; null if never imported. */
    loteImportacionId: p.integer().nullable(),
    importadoEn: p.datetime().nullable(),
    /** The version the import left: a higher one means the client was edited in the product since. */
    versionImportada: p.integer().nullable(),
    /** Optimistic lock of Administración › Clientes. */
    version: p.integer().version(),
  },
});
export class Cliente extends ClienteSchema.class {}
ClienteSchema.setClass(Cliente);
