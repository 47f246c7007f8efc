import { defineEntity, p } from '@mikro-orm/core';

/**
 * Characteristic type (spec 02 §3): a risk, competency or aptitude/attitude a profile may tick.
 * `checked` of the spec is computed per profile (membership in Perfil.caracteristicas).
 */
export const TipoCaracteristicaSchema = defineEntity({
  name: 'TipoCaracteristica',
  tableName: 'tipo_caracteristica',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(200),
    /** 0 Riesgos, 1 Competencias, 2 Aptitudes/actitudes (TIPO_CARACTERISTICA). */
    tipo: p.smallint().index(),
    activo: p.boolean().default(true),
  },
});
export class TipoCaracteristica extends TipoCaracteristicaSchema.class {}
TipoCaracteristicaSchema.setClass(TipoCaracteristica);
