/**
 * vitest globalSetup: starts one throwaway PostgreSQL for the whole run, builds the seeded template
 * once and hands its address to the test files (`inject`, read by createTestDatabase). With
 * TALENTO_TEST_PG_URL set, that server is used instead of an embedded one (the template is rebuilt).
 */
import type { TestProject } from 'vitest/node';
import { CLAVE_PLANTILLA, CLAVE_URL_ADMIN, prepararPlantilla, startTestPostgres, type TestPostgres } from './index';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const inicio = Date.now();
  const externo = process.env.TALENTO_TEST_PG_URL;
  let cluster: TestPostgres | undefined;
  const adminUrl = externo ?? (cluster = await startTestPostgres()).adminUrl;
  try {
    const template = await prepararPlantilla({ adminUrl, template: process.env.TALENTO_TEST_PG_TEMPLATE });
    project.provide(CLAVE_URL_ADMIN, adminUrl);
    project.provide(CLAVE_PLANTILLA, template);
    console.info(`[talento] PostgreSQL de pruebas listo en ${Date.now() - inicio} ms (plantilla ${template})`);
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
  return async () => {
    await cluster?.stop();
  };
}
