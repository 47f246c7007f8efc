import { Migration } from '@mikro-orm/migrations';

/** Refused anonymous calls counted per address and minute (issue 12 §4), instead of one audit row each. */
export class Migration20261125000001_rechazo_anonimo extends Migration {
  override name = 'Migration20261125000001_rechazo_anonimo';

  override up(): void {
    this.addSql(`create table "rechazo_anonimo" (
      "ip" varchar(64) not null,
      "minuto" timestamptz not null,
      "sin_sesion" int not null default 0,
      "por_limite" int not null default 0,
      constraint "rechazo_anonimo_pkey" primary key ("ip", "minuto"));`);
    this.addSql(`create index "rechazo_anonimo_minuto_index" on "rechazo_anonimo" ("minuto");`);
  }
}
