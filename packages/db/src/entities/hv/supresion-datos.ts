import { defineEntity, p } from '@mikro-orm/core';
import { Candidato } from './candidato';

/**
 * A person whose personal data was suppressed (anonymised): when, by whom (null: the retention job) and why
 * (`origen`: 'solicitud' a data subject's request, 'retencion' the retention policy). No personal data; one per person.
 */
export const SupresionDatosSchema = defineEntity({
  name: 'SupresionDatos',
  tableName: 'supresion_datos',
  properties: {
    id: p.integer().primary(),
    candidato: () => p.oneToOne(Candidato).owner().unique().deleteRule('cascade'),
    fecha: p.datetime(),
    usuarioId: p.integer().nullable(),
    origen: p.string().length(20),
  },
});
export class SupresionDatos extends SupresionDatosSchema.class {}
SupresionDatosSchema.setClass(SupresionDatos);
