import { defineEntity, p } from '@mikro-orm/core';

/** Failed-login counter per key (`usuario:<name>` or `ip:<address>`) used to throttle login. */
export const IntentoIngresoSchema = defineEntity({
  name: 'IntentoIngreso',
  tableName: 'intento_ingreso',
  properties: {
    clave: p.string().length(200).primary(),
    fallidos: p.integer().default(0),
    ventanaInicio: p.datetime(),
    bloqueadoHasta: p.datetime().nullable(),
  },
});
export class IntentoIngreso extends IntentoIngresoSchema.class {}
IntentoIngresoSchema.setClass(IntentoIngreso);
