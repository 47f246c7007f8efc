/**
 * How PostgreSQL plans the dashboard's statement (real PostgreSQL, one pooled connection so that its prepared
 * statements can be read back): a user limited to some clients gets the generic plan from the first request, since
 * their client list would make PostgreSQL plan it again on every request; a user who sees every client is left to
 * PostgreSQL's own choice (custom plans for the first five executions).
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { type AlcanceClientes, LIMITE_TARJETAS_DASHBOARD } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultaPreparada, nombreDeSentencia } from '../../../nucleo/sql/consulta-preparada';
import { dashboardVigentes } from '../servicios/dashboard';
import { consultaVigentes, momentoDe } from '../servicios/dashboard-consulta';

const AHORA = new Date();
let db: TestDatabase;
let clientes: number[];
const em = () => db.orm.em.fork();

async function planesDelDashboard(alcance: AlcanceClientes) {
  const { sql } = consultaVigentes(alcance, {}, momentoDe(AHORA), LIMITE_TARJETAS_DASHBOARD, 1);
  const [fila] = await consultaPreparada<{ genericos: number; personalizados: number }>(
    em(),
    'select generic_plans::int as genericos, custom_plans::int as personalizados from pg_prepared_statements where name = ?',
    [nombreDeSentencia(sql)],
  );
  return fila;
}

beforeAll(async () => {
  db = await createTestDatabase('dashboard_plan', { poolMax: 1 });
  clientes = (
    await em().getConnection().execute<{ id: number }[]>('select id from cliente order by id limit 2')
  ).map((f) => f.id);
});
afterAll(async () => {
  await db?.drop();
});

describe('plan de la sentencia del dashboard', () => {
  it('usuario limitado a algunos clientes: plan genérico desde la primera solicitud; con todos los clientes, lo decide PostgreSQL', async () => {
    const limitado: AlcanceClientes = { todos: false, ids: clientes };
    const todos: AlcanceClientes = { todos: true };
    expect(clientes).toHaveLength(2);
    for (let i = 0; i < 3; i++) {
      await dashboardVigentes(em(), { id: 1, alcance: limitado }, {}, AHORA);
      await dashboardVigentes(em(), { id: 1, alcance: todos }, {}, AHORA);
    }
    expect(await planesDelDashboard(limitado)).toEqual({ genericos: 3, personalizados: 0 });
    expect(await planesDelDashboard(todos)).toEqual({ genericos: 0, personalizados: 3 });
  });
});
