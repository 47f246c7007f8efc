/**
 * "Mis pendientes" of the home page runs as a named prepared statement with its generic plan from the first request
 * (real PostgreSQL, one pooled connection so that its prepared statements can be read back), for a user who sees every
 * client and for one limited to some.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import type { AlcanceClientes } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultaPreparada, nombreDeSentencia } from '../../nucleo/sql/consulta-preparada';
import { consultaPendientes, misPendientes } from './servicios/pendientes';

const AHORA = new Date();
let db: TestDatabase;
const em = () => db.orm.em.fork();

beforeAll(async () => {
  db = await createTestDatabase('pendientes_plan', { poolMax: 1 });
});
afterAll(async () => {
  await db?.drop();
});

describe('plan de «Mis pendientes»', () => {
  it('plan genérico desde la primera solicitud, con todos los clientes y con algunos', async () => {
    const clientes = (
      await em().getConnection().execute<{ id: number }[]>('select id from cliente order by id limit 2')
    ).map((f) => f.id);
    const alcances: AlcanceClientes[] = [{ todos: true }, { todos: false, ids: clientes }];
    for (const alcance of alcances) {
      for (let i = 0; i < 3; i++) await misPendientes(em(), 1, alcance, AHORA);
      const [fila] = await consultaPreparada<{ genericos: number; personalizados: number }>(
        em(),
        'select generic_plans::int as genericos, custom_plans::int as personalizados from pg_prepared_statements where name = ?',
        [nombreDeSentencia(consultaPendientes(1, alcance, AHORA).sql)],
      );
      expect(fila).toEqual({ genericos: 3, personalizados: 0 });
    }
  });
});
