import { Migration } from '@mikro-orm/migrations';

/** Version of a video-interview answer: its comment is edited with an optimistic lock (issue 11 §7, issue 12 §8). */
export class Migration20261124000002_version_entrevista_video extends Migration {
  override name = 'Migration20261124000002_version_entrevista_video';

  override up(): void {
    this.addSql(`alter table "entrevista_video" add column "version" int not null default 1;`);
  }
}
