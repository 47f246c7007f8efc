import { Migration } from '@mikro-orm/migrations';

/**
 * Administración › Clientes (issue 34 §4): the NIT's DIAN verification digit, the client's city, the branches that
 * serve it and a version for concurrent edits.
 *
 * `numero_documento` keeps the digits without the DV (every lookup by '900123456' keeps working); the DV goes to
 * `digito_verificacion`, computed here for the NIT rows already stored (digits only; anything else stays null and
 * is fixed when the client is edited). `nit_digito_verificacion` is the same algorithm as
 * packages/rules/src/administracion/nit.ts (a test compares both); a trigger keeps the column equal to it on every
 * insert or update (demo seed, importers, test factories write only the number), so no writer has to know the rule
 * and a stored DV never disagrees with its NIT.
 */
export class Migration20261202000037_clientes_administracion extends Migration {
  override name = 'Migration20261202000037_clientes_administracion';

  override up(): void {
    this.addSql(`create or replace function nit_digito_verificacion(numero text) returns smallint
language sql immutable strict parallel safe as $$
  select case when s.r > 1 then 11 - s.r else s.r end::smallint
  from (
    select coalesce(sum(substr(reverse(numero), i, 1)::int
      * (array[3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71])[i]), 0) % 11 as r
    from generate_series(1, length(numero)) as i
  ) s
  where numero ~ '^[0-9]{1,15}$'
$$;`);

    this.addSql(
      `alter table "cliente" add column "digito_verificacion" smallint null, add column "ciudad_id" int null, add column "version" int not null default 1;`,
    );
    this.addSql(
      `alter table "cliente" add constraint "cliente_digito_verificacion_check" check ("digito_verificacion" between 0 and 9);`,
    );
    this.addSql(
      `alter table "cliente" add constraint "cliente_ciudad_id_foreign" foreign key ("ciudad_id") references "ciudad" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "cliente_ciudad_id_index" on "cliente" ("ciudad_id");`);

    // Existing NITs get their DV; a CC or a NIT stored with other characters keeps null.
    this.addSql(
      `update "cliente" set "digito_verificacion" = nit_digito_verificacion("numero_documento") where "tipo_documento" = 0 and "numero_documento" ~ '^[0-9]{1,15}$';`,
    );

    this
      .addSql(`create or replace function _cliente_digito_verificacion() returns trigger language plpgsql as $$
begin
  -- The DV is a function of the NIT: always the computed one (null for a CC or a NIT that is not only digits).
  new.digito_verificacion := case when new.tipo_documento = 0 then nit_digito_verificacion(new.numero_documento) end;
  return new;
end
$$;`);
    this.addSql(
      `create trigger "cliente_digito_verificacion" before insert or update of "numero_documento", "tipo_documento", "digito_verificacion" on "cliente" for each row execute function _cliente_digito_verificacion();`,
    );

    this.addSql(
      `create table "cliente_sucursal" ("cliente_id" int not null, "sucursal_id" int not null, primary key ("cliente_id", "sucursal_id"));`,
    );
    this.addSql(`create index "cliente_sucursal_sucursal_id_index" on "cliente_sucursal" ("sucursal_id");`);
    this.addSql(
      `alter table "cliente_sucursal" add constraint "cliente_sucursal_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cliente_sucursal" add constraint "cliente_sucursal_sucursal_id_foreign" foreign key ("sucursal_id") references "sucursal" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "cliente_sucursal" cascade;`);
    this.addSql(`drop trigger if exists "cliente_digito_verificacion" on "cliente";`);
    this.addSql(`drop function if exists _cliente_digito_verificacion();`);
    this.addSql(`alter table "cliente" drop constraint if exists "cliente_ciudad_id_foreign";`);
    this.addSql(
      `alter table "cliente" drop column "digito_verificacion", drop column "ciudad_id", drop column "version";`,
    );
    this.addSql(`drop function if exists nit_digito_verificacion(text);`);
  }
}
