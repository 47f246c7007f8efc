import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122112230_inicial } from './Migration20261122112230_inicial';

/** Committed migrations in order; listed explicitly so the bundled server carries them. */
export const migrationsList: MigrationObject[] = [{ name: 'Migration20261122112230_inicial', class: Migration20261122112230_inicial }];
