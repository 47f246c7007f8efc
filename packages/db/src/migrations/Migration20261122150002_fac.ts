import { Migration } from '@mikro-orm/migrations';

/** FAC slice: answer links e-mailed to candidates (invitacion_fac; only the token's SHA-256 is stored). */
export class Migration20261122150002_fac extends Migration {
  override name = 'Migration20261122150002_fac';

  override up(): void {
    this.addSql(
      `create table "invitacion_fac" ("id" serial primary key, "candidato_pedido_id" int not null, "grupo_id" int not null, "token_hash" varchar(64) not null, "expira_en" timestamptz not null, "respondida_en" timestamptz null, "respuestas" jsonb null, "puntaje" numeric(5,2) null, "descartado" boolean null, "created_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "invitacion_fac_candidato_pedido_id_index" on "invitacion_fac" ("candidato_pedido_id");`,
    );
    this.addSql(`create index "invitacion_fac_grupo_id_index" on "invitacion_fac" ("grupo_id");`);
    this.addSql(
      `alter table "invitacion_fac" add constraint "invitacion_fac_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "invitacion_fac" add constraint "invitacion_fac_candidato_pedido_id_foreign" foreign key ("candidato_pedido_id") references "candidato_pedido" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invitacion_fac" add constraint "invitacion_fac_grupo_id_foreign" foreign key ("grupo_id") references "grupo_preguntas_filtro" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invitacion_fac" add constraint "invitacion_fac_created_by_id_foreign" foreign key ("created_by_id") references "usuario" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "invitacion_fac" cascade;`);
  }
}
