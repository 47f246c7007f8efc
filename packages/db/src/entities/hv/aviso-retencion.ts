import { defineEntity, p } from '@mikro-orm/core';
import { Candidato } from './candidato';

/**
 * A retention notice sent to a person (the monthly retention job): estado 0 pendiente, 1 respondido (the person
 * renewed the authorisation or the CV was updated after the notice), 2 anonimizado (no answer by `venceEn`).
 * At most one pending notice per person. No personal data: the e-mail itself is the outbox row `mensajeId`.
 */
export const AvisoRetencionSchema = defineEntity({
  name: 'AvisoRetencion',
  tableName: 'aviso_retencion',
  indexes: [{ properties: ['estado', 'venceEn'] }],
  uniques: [
    {
      name: 'aviso_retencion_pendiente_uq',
      expression:
        'create unique index "aviso_retencion_pendiente_uq" on "aviso_retencion" ("candidato_id") where "estado" = 0',
    },
  ],
  properties: {
    id: p.integer().primary(),
    candidato: () => p.manyToOne(Candidato).index().deleteRule('cascade'),
    avisadoEn: p.datetime(),
    venceEn: p.datetime(),
    estado: p.smallint().default(0),
    resueltoEn: p.datetime().nullable(),
    mensajeId: p.bigint('number').nullable(),
  },
});
export class AvisoRetencion extends AvisoRetencionSchema.class {}
AvisoRetencionSchema.setClass(AvisoRetencion);
