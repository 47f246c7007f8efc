/**
 * "Mis pedidos" of the client portal is a named prepared statement (real PostgreSQL, one pooled connection so that its
 * prepared statements can be read back): planned once per connection instead of on every request.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import type { AlcanceClientes } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultaPreparada, nombreDeSentencia } from '../../nucleo/sql/consulta-preparada';
import { consultaMisPedidos, listarMisPedidos } from './servicios/mis-pedidos';

let db: TestDatabase;
const em = () => db.orm.em.fork();

beforeAll(async () => {
  db = await createTestDatabase('mis_pedidos_plan', { poolMax: 1 });
});
afterAll(async () => {
  await db?.drop();
});

describe('plan de «Mis pedidos»', () => {
  it('la sentencia queda preparada en la conexión y cada solicitud la ejecuta', async () => {
    const [cliente] = await em()
      .getConnection()
      .execute<{ id: number }[]>('select id from cliente order by id limit 1');
    const alcance: AlcanceClientes = { todos: false, ids: [cliente!.id] };
    for (let i = 0; i < 3; i++) await listarMisPedidos(em(), alcance, new Date());
    const [fila] = await consultaPreparada<{ planes: number }>(
      em(),
      'select (generic_plans + custom_plans)::int as planes from pg_prepared_statements where name = ?',
      [nombreDeSentencia(consultaMisPedidos(alcance).sql)],
    );
    expect(fila).toEqual({ planes: 3 });
  });
});
