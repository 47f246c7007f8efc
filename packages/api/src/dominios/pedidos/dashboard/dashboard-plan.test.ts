/**
 * How PostgreSQL plans the dashboard's statement (real PostgreSQL, one pooled connection so that its prepared
 * statements can be read back): a user limited to some clients gets the generic plan from the first request, since
 * their client list would make PostgreSQL plan it again on every request; a user who sees every client is left to
 * PostgreSQL's own choice (custom plans for the first five executions).
 */
import { type AlcanceClientes, LIMITE_TARJETAS_DASHBOARD } from '@talento/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseDeUnaConexion, planesDeSentencia } from '../../../testing/planes-sentencia';
import { dashboardVigentes } from '../servicios/dashboard';
import { consultaVigentes, momentoDe } from '../servicios/dashboard-consulta';

const AHORA = new Date();
const { em } = baseDeUnaConexion('dashboard_plan');
let clientes: number[];

const planesDelDashboard = (alcance: AlcanceClientes) =>
  planesDeSentencia(em(), consultaVigentes(alcance, {}, momentoDe(AHORA), LIMITE_TARJETAS_DASHBOARD, 1).sql);

beforeAll(async () => {
  clientes = (
    await em().getConnection().execute<{ id: number }[]>('select id from cliente order by id limit 2')
  ).map((f) => f.id);
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
