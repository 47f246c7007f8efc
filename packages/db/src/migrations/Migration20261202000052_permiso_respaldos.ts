import { Migration } from '@mikro-orm/migrations';

const PERMISO = 'admin_respaldos';
const DESCRIPCION = 'Ver y descargar los respaldos de la base de datos y pedir uno nuevo';

/** The backups flag (Administración › Respaldos), held by the Administradores group where it exists (a new installation gets it from the seed). */
export class Migration20261202000052_permiso_respaldos extends Migration {
  override name = 'Migration20261202000052_permiso_respaldos';

  override up(): void {
    this.addSql(
      `insert into "permiso" ("codigo", "descripcion") values ('${PERMISO}', '${DESCRIPCION}') on conflict ("codigo") do nothing;`,
    );
    this.addSql(
      `insert into "grupo_permiso" ("grupo_id", "permiso_id") select g.id, p.id from "grupo" g, "permiso" p where g.nombre = 'Administradores' and p.codigo = '${PERMISO}' on conflict do nothing;`,
    );
  }

  override down(): void {
    this.addSql(
      `delete from "grupo_permiso" where "permiso_id" in (select id from "permiso" where "codigo" = '${PERMISO}');`,
    );
    this.addSql(`delete from "permiso" where "codigo" = '${PERMISO}';`);
  }
}
