import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from './usuario';

/**
 * Yearly values (issue 34 §6): the minimum wage (SMMLV) and the transport aid in force from `vigenteDesde` (a Bogotá
 * calendar day) until the next row's date. Whole pesos. A rule reads the row in force on the date that matters (the
 * order's request day, the profile's day, today for a new form): the latest `vigenteDesde` on or before it. A row
 * whose day has arrived is never changed; only future rows are edited or removed (`version` guards those edits).
 * The migration also checks both amounts are positive (`valor_anual_smmlv_positivo`, `valor_anual_auxilio_positivo`).
 */
export const ValorAnualSchema = defineEntity({
  name: 'ValorAnual',
  tableName: 'valor_anual',
  properties: {
    id: p.integer().primary(),
    vigenteDesde: p.date().unique(),
    smmlv: p.integer(),
    auxilioTransporte: p.integer(),
    /** Null for the row migrated from the old single `configuracion` row and the one the reference seed adds. */
    createdBy: () => p.manyToOne(Usuario).nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    version: p.integer().version(),
  },
});
export class ValorAnual extends ValorAnualSchema.class {}
ValorAnualSchema.setClass(ValorAnual);
