import { defineEntity, p } from '@mikro-orm/core';

/**
 * The retention policy of personal data (Ley 1581 de 2012 art. 4 lit. e; Decreto 1377 de 2013 art. 11): one row
 * (id 1). A CV not updated and not in any process for `anosSinActualizar` years is noticed by e-mail; the person is
 * anonymised when `diasAviso` days pass without an answer. Off (`activa` false) until an administrator turns it on.
 */
export const PoliticaRetencionSchema = defineEntity({
  name: 'PoliticaRetencion',
  tableName: 'politica_retencion',
  properties: {
    id: p.integer().primary(),
    activa: p.boolean().default(false),
    anosSinActualizar: p.smallint().default(5),
    diasAviso: p.smallint().default(30),
    modificadoPorId: p.integer().nullable(),
    modificadoEn: p.datetime().nullable(),
    version: p.integer().version(),
  },
});
export class PoliticaRetencion extends PoliticaRetencionSchema.class {}
PoliticaRetencionSchema.setClass(PoliticaRetencion);
