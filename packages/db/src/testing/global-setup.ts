/**
 * vitest globalSetup: starts one throwaway PostgreSQL for the whole run, builds the seeded template
 * once and hands its address to the test files (`inject`, read by createTestDatabase). With
 * TALENTO_TEST_PG_URL set, that server is used instead of an embedded one (the template is rebuilt).
 *
 * Every project that declares this file (packages/api, apps/server) runs it in the same vitest process when the whole
 * repository runs as one (`vitest.config.mts` at the root, `test.projects`): the first call starts the cluster and
 * the template, the others reuse them (kept on globalThis: each project loads this module anew), and the last
 * teardown stops the cluster.
 */
import type { TestProject } from 'vitest/node';
import {
  CLAVE_PLANTILLA,
  CLAVE_URL_ADMIN,
  prepararPlantilla,
  startTestPostgres,
  type TestPostgres,
} from './index';

interface Compartido {
  listo: Promise<{ adminUrl: string; template: string; cluster?: TestPostgres }>;
  usos: number;
}

const CLAVE = Symbol.for('talento.pruebas.postgres');
const global = globalThis as typeof globalThis & { [CLAVE]?: Compartido };

async function preparar(): Promise<{ adminUrl: string; template: string; cluster?: TestPostgres }> {
  const inicio = Date.now();
  const externo = process.env.TALENTO_TEST_PG_URL;
  let cluster: TestPostgres | undefined;
  const adminUrl = externo ?? (cluster = await startTestPostgres()).adminUrl;
  try {
    const template = await prepararPlantilla({ adminUrl, template: process.env.TALENTO_TEST_PG_TEMPLATE });
    console.info(
      `[talento] PostgreSQL de pruebas listo en ${Date.now() - inicio} ms (plantilla ${template})`,
    );
    return { adminUrl, template, cluster };
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const compartido = (global[CLAVE] ??= { listo: preparar(), usos: 0 });
  compartido.usos++;
  const { adminUrl, template } = await compartido.listo;
  project.provide(CLAVE_URL_ADMIN, adminUrl);
  project.provide(CLAVE_PLANTILLA, template);
  return async () => {
    if (--compartido.usos > 0) return;
    delete global[CLAVE];
    await (await compartido.listo).cluster?.stop();
  };
}
