import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 (named reports): each embedded report says which flag a user needs to see it (operations reports
 * default to the all-operations flag, merchandising ones to read_reporte) and gets a version for concurrent edits.
 */
export class Migration20261125000025_reportes_embebidos extends Migration {
  override name = 'Migration20261125000025_reportes_embebidos';

  override up(): void {
    this.addSql(
      `alter table "reporte_embebido" add column "permiso" varchar(100) not null default 'read_reporte', add column "version" int not null default 1;`,
    );
    this.addSql(
      `update "reporte_embebido" set "permiso" = 'read_reportesOperaciones_todos' where not "es_merchandising";`,
    );
  }

  override down(): void {
    this.addSql(`alter table "reporte_embebido" drop column "permiso", drop column "version";`);
  }
}
