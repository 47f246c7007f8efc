import { Migration } from '@mikro-orm/migrations';

/**
 * Administración › Usuarios y grupos: a version on users and groups (a stale form gets CONFLICT), the portal of each
 * group (the client staff group is the client portal's), the single-use password links, and an append-only audit
 * table (a trigger refuses every update and delete).
 */
export class Migration20261202000039_usuarios_administracion extends Migration {
  override name = 'Migration20261202000039_usuarios_administracion';

  override up(): void {
    this.addSql(`alter table "usuario" add column "version" int not null default 1;`);
    this.addSql(
      `alter table "grupo" add column "portal" varchar(10) not null default 'staff', add column "version" int not null default 1;`,
    );
    this.addSql(`update "grupo" set "portal" = 'cliente' where "nombre" = 'Staff_Cliente';`);
    this.addSql(
      `create table "enlace_contrasena" ("id" serial primary key, "usuario_id" int null, "proposito" varchar(30) not null, "token_hash" varchar(64) not null, "expira_en" timestamptz not null, "usado_en" timestamptz null, "created_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "enlace_contrasena_usuario_id_index" on "enlace_contrasena" ("usuario_id");`);
    this.addSql(
      `alter table "enlace_contrasena" add constraint "enlace_contrasena_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "enlace_contrasena" add constraint "enlace_contrasena_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "enlace_contrasena" add constraint "enlace_contrasena_created_by_id_foreign" foreign key ("created_by_id") references "usuario" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create or replace function auditoria_solo_agregar() returns trigger language plpgsql as $$
begin
  raise exception 'La auditoría no se modifica ni se borra';
end $$;`);
    this.addSql(
      `create trigger "auditoria_solo_agregar" before update or delete on "auditoria" for each row execute function auditoria_solo_agregar();`,
    );
    this.addSql(`create index "auditoria_accion_index" on "auditoria" ("accion");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "auditoria_accion_index";`);
    this.addSql(`drop trigger if exists "auditoria_solo_agregar" on "auditoria";`);
    this.addSql(`drop function if exists auditoria_solo_agregar();`);
    this.addSql(`drop table if exists "enlace_contrasena" cascade;`);
    this.addSql(`alter table "grupo" drop column "portal", drop column "version";`);
    this.addSql(`alter table "usuario" drop column "version";`);
  }
}
