import { defineEntity, p } from '@mikro-orm/core';

/** Corporate value a profile may require (spec 02 §3 "Value"); `defecto` values come pre-ticked. */
export const ValorSchema = defineEntity({
  name: 'Valor',
  tableName: 'valor',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(200),
    defecto: p.boolean().default(false),
    activo: p.boolean().default(true).index(),
  },
});
export class Valor extends ValorSchema.class {}
ValorSchema.setClass(Valor);
