/**
 * "Mis pedidos" of the client portal is a named prepared statement (real PostgreSQL, one pooled connection so that its
 * prepared statements can be read back): planned once per connection instead of on every request.
 */
import type { AlcanceClientes } from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { baseDeUnaConexion, planesDeSentencia } from '../../testing/planes-sentencia';
import { consultaMisPedidos, listarMisPedidos } from './servicios/mis-pedidos';

const { em } = baseDeUnaConexion('mis_pedidos_plan');

describe('plan de «Mis pedidos»', () => {
  it('la sentencia queda preparada en la conexión y cada solicitud la ejecuta', async () => {
    const [cliente] = await em()
      .getConnection()
      .execute<{ id: number }[]>('select id from cliente order by id limit 1');
    const alcance: AlcanceClientes = { todos: false, ids: [cliente!.id] };
    for (let i = 0; i < 3; i++) await listarMisPedidos(em(), alcance, new Date());
    const planes = await planesDeSentencia(em(), consultaMisPedidos(alcance).sql);
    expect(planes && planes.genericos + planes.personalizados).toBe(3);
  });
});
