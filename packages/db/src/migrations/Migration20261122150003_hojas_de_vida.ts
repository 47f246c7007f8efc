import { Migration } from '@mikro-orm/migrations';

export class Migration20261122150003_hojas_de_vida extends Migration {
  override name = 'Migration20261122150003_hojas_de_vida';

  override up(): void {
    // Candidate password hash set by staff from "Editar candidato" (Candidato.claveHash).
    this.addSql(`alter table "candidato" add column "clave_hash" varchar(255) null;`);
  }
}
