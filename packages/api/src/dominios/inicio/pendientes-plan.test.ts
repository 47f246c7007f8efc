/**
 * "Mis pendientes" of the home page runs as a named prepared statement with its generic plan from the first request
 * (real PostgreSQL, one pooled connection so that its prepared statements can be read back), for a user who sees every
 * client and for one limited to some.
 */
import type { AlcanceClientes } from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { baseDeUnaConexion, planesDeSentencia } from '../../testing/planes-sentencia';
import { consultaPendientes, misPendientes } from './servicios/pendientes';

const AHORA = new Date();
const { em } = baseDeUnaConexion('pendientes_plan');

describe('plan de «Mis pendientes»', () => {
  it('plan genérico desde la primera solicitud, con todos los clientes y con algunos', async () => {
    const clientes = (
      await em().getConnection().execute<{ id: number }[]>('select id from cliente order by id limit 2')
    ).map((f) => f.id);
    const alcances: AlcanceClientes[] = [{ todos: true }, { todos: false, ids: clientes }];
    for (const alcance of alcances) {
      for (let i = 0; i < 3; i++) await misPendientes(em(), 1, alcance, AHORA);
      expect(await planesDeSentencia(em(), consultaPendientes(1, alcance, AHORA).sql)).toEqual({
        genericos: 3,
        personalizados: 0,
      });
    }
  });
});
