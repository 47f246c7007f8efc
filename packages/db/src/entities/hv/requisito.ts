import { defineEntity, p } from '@mikro-orm/core';

/**
 * A requirement type (spec 03 §3 "Requirement type" merged with spec 01 "Requirement"): tests, CV
 * checks, documents... `validezDias` is how long a result stays valid. `codigo` names special ones
 * (e.g. `pruebas_digitales`). `correo` is the address notified when `enviarCorreo` is on (the spec
 * names the field only); `visible` means shown to the client by default.
 */
export const RequisitoSchema = defineEntity({
  name: 'Requisito',
  tableName: 'requisito',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(200),
    validezDias: p.integer(),
    /** Active flag: only active requirements are offered and count for the finished-product rule. */
    estado: p.boolean().default(true).index(),
    esPruebas: p.boolean().default(false),
    esHv: p.boolean().default(false),
    esDeProductoTerminado: p.boolean().default(false),
    codigo: p.string().length(60).nullable().unique(),
    visible: p.boolean().default(false),
    correo: p.string().length(254).nullable(),
    enviarCorreo: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Optimistic lock of Administración › Catálogos. */
    version: p.integer().version(),
  },
});
export class Requisito extends RequisitoSchema.class {}
RequisitoSchema.setClass(Requisito);
