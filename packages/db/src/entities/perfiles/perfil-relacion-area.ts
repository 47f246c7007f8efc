import { defineEntity, p } from '@mikro-orm/core';
import { Perfil } from './perfil';

/** A relation of the position with another area (spec 02 §3 "Area relation"). */
export const PerfilRelacionAreaSchema = defineEntity({
  name: 'PerfilRelacionArea',
  tableName: 'perfil_relacion_area',
  properties: {
    id: p.integer().primary(),
    perfil: () => p.manyToOne(Perfil).index().deleteRule('cascade'),
    area: p.string().length(200),
    proposito: p.text(),
    /** 0 Cliente, 1 Proveedor (RELACION_AREA). */
    relacion: p.smallint().default(0),
    orden: p.integer().default(0),
  },
});
export class PerfilRelacionArea extends PerfilRelacionAreaSchema.class {}
PerfilRelacionAreaSchema.setClass(PerfilRelacionArea);
