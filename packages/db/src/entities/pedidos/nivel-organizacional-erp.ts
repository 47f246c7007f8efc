import { defineEntity, p } from '@mikro-orm/core';

/**
 * An organisational level value of the payroll/ERP system (spec 01 §3 hiring order nivel1..nivel5), kept as
 * a local copy of the ERP lookup: nivel 1 ea_subgrupo, 2 ea_sucursal, 3 ea_subdivision, 4 ea_proyecto,
 * 5 ea_producto (NIVEL_ORGANIZACIONAL).
 */
export const NivelOrganizacionalErpSchema = defineEntity({
  name: 'NivelOrganizacionalErp',
  tableName: 'nivel_organizacional_erp',
  uniques: [{ properties: ['nivel', 'codigo'] }],
  properties: {
    id: p.integer().primary(),
    nivel: p.smallint(),
    tipo: p.string().length(20),
    codigo: p.string().length(40),
    nombre: p.string().length(200),
    activo: p.boolean().default(true),
  },
});
export class NivelOrganizacionalErp extends NivelOrganizacionalErpSchema.class {}
NivelOrganizacionalErpSchema.setClass(NivelOrganizacionalErp);
