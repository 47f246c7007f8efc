/**
 * The demo company's operations report means something (issue 35): over its last months and weeks the service level
 * is computed from hires, some on time, so it is neither always 0 % nor always "—".
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { fechaEnZonaNegocio, K_POR_DEFECTO } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { informeDirecto } from './servicios/calculo-directo';
import { TODA_LA_SUCURSAL } from './servicios/congelar-filas';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('reportes_demo_nivel');
});
afterAll(async () => {
  await db?.drop();
});

describe('informe de operaciones de la demo', () => {
  it('its weeks and months have a service level above 0 % (hires on time), not 0 % in every period', async () => {
    const cifras = await informeDirecto(
      db.orm.em.fork(),
      TODA_LA_SUCURSAL,
      {},
      fechaEnZonaNegocio(new Date()),
      K_POR_DEFECTO,
    );
    const niveles = [...cifras.values()].map((c) => c.nivelServicio);
    // Most of the 3 months and 5 weeks have hires on time, and not every vacancy is covered on time.
    expect(niveles.filter((n) => n !== null && n > 0).length).toBeGreaterThanOrEqual(4);
    expect(niveles.every((n) => n === null || n < 100)).toBe(true);
  });
});
