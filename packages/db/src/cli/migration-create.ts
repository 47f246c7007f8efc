// Generates the next migration from the difference between the entities and the migrated schema,
// using a throwaway embedded PostgreSQL. Usage: npm run migration:create -w @talento/db [-- nombre]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from '../migrations';
import { EXTENSIONS_SQL } from '../migrations/extensions';
import { ormConfig } from '../orm-config';
import { startEmbeddedPostgres } from '../postgres/embedded';

const dir = await mkdtemp(path.join(os.tmpdir(), 'talento-migration-'));
const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), ephemeral: true, fast: true });
try {
  const orm = await MikroORM.init(ormConfig({ clientUrl: pg.url }));
  for (const sql of EXTENSIONS_SQL) await orm.em.getConnection().execute(sql);
  await orm.migrator.up();
  const initial = migrationsList.length === 0;
  const target = path.resolve(import.meta.dirname, '../migrations');
  const result = await orm.migrator.create(target, false, false, process.argv[2]);
  if (!result.fileName) {
    console.log('No hay cambios en el esquema.');
  } else {
    const file = path.join(target, result.fileName);
    // The schema diff does not know the SQL functions, triggers and extensions our migrations write by
    // hand (search document, pool counters, immutable_unaccent): never let it drop them.
    let text = (await readFile(file, 'utf8'))
      .split('\n')
      .filter((line) => !/drop (function|extension|trigger) if exists /.test(line))
      .join('\n');
    if (initial) {
      const pre = EXTENSIONS_SQL.map((s) => `    this.addSql(${JSON.stringify(s)});`).join('\n');
      text = text.replace(/(override (?:async )?up\(\)[^{]*\{\n)/, (m) => `${m}${pre}\n`);
    }
    await writeFile(file, text);
    console.log(`Migración creada: ${file}\nAgréguela a src/migrations/index.ts.`);
  }
  await orm.close();
} finally {
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
