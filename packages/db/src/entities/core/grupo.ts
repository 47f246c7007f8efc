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
    /** 'staff' or 'cliente': the portal of the users it may be given (a client user never gets a staff group). */
    portal: p.string().length(10).default('staff'),
    /** Bumped by every change of its name or flags in Administración › Grupos (a stale form gets CONFLICT). */
    version: p.integer().default(1),
  },
});
export class Grupo extends GrupoSchema.class {}
GrupoSchema.setClass(Grupo);
