import { defineEntity, p } from '@mikro-orm/core';
import { Permiso } from './permiso';

/** A group of users (Jefes_de_Operaciones, atrabajarstaff, ...) carrying permission flags. */
export const GrupoSchema = defineEntity({
  name: 'Grupo',
  tableName: 'grupo',
  properties: {
    id: p.integer().primary(),
    nombre: p.string().length(150).unique(),
    permisos: () => p.manyToMany(Permiso).pivotTable('grupo_permiso'),
  },
});
export class Grupo extends GrupoSchema.class {}
GrupoSchema.setClass(Grupo);
