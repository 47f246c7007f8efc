import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig, type OrmConfigOptions } from './orm-config';

export async function createOrm(options: OrmConfigOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(options));
}

/** Applies every pending migration. */
export async function migrate(orm: MikroORM): Promise<void> {
  await orm.migrator.up();
}
