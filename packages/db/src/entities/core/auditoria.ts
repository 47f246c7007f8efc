import { defineEntity, p } from '@mikro-orm/core';

/** Audit log: every CV read and every refused access (docs/estilo.md §9). No personal data in `detalle`. */
export const AuditoriaSchema = defineEntity({
  name: 'Auditoria',
  tableName: 'auditoria',
  indexes: [
    {
      // A person's accesses (their CV's recent accesses, the access audit by person): migration …000050.
      name: 'auditoria_accesos_persona',
      expression:
        'create index "auditoria_accesos_persona" on "auditoria" ("recurso_id", "fecha" desc) where "recurso_id" is not null',
    },
  ],
  properties: {
    id: p.bigint('number').primary(),
    usuarioId: p.integer().nullable().index(),
    accion: p.string().length(60),
    recurso: p.string().length(200),
    recursoId: p.string().length(60).nullable(),
    detalle: p.json<Record<string, unknown>>().nullable(),
    ip: p.string().length(64).default(''),
    fecha: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export class Auditoria extends AuditoriaSchema.class {}
AuditoriaSchema.setClass(Auditoria);
