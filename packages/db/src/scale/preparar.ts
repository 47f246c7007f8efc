import { createOrm, migrate } from '../orm';
import { seedDemo } from '../seeders/demo';
import { hashDePrueba } from '../testing';

/** Migrates the database and loads the demo company when it has no users yet (the scale data builds on it). */
export async function prepararBase(url: string): Promise<void> {
  const orm = await createOrm({ clientUrl: url, poolMax: 2 });
  try {
    await migrate(orm);
    const [fila] = await orm.em
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from usuario');
    if (!fila?.n) await seedDemo(orm.em.fork(), { hashPassword: hashDePrueba });
  } finally {
    await orm.close(true);
  }
}
