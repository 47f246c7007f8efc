/**
 * `sqlVeCliente` and the session's scope (`alcanceDe` through `cargarUsuarioSesion`) are the same rule written twice
 * (SQL for checks about other users, TS for the caller): for each kind of user, both must name the same clients.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { incluyeCliente, PERMISO_TODOS_LOS_CLIENTES } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultasSql } from '../../testing';
import { fabricasDe } from '../../testing/fabricas';
import { usuarioConPermisos } from '../../testing/fabricas/novedades-notificaciones';
import { sqlVeCliente } from './alcance';
import { cargarUsuarioSesion } from '../sesion/usuario-sesion';

let db: TestDatabase;
let sql: ReturnType<typeof consultasSql>;
let clientes: number[];

beforeAll(async () => {
  db = await createTestDatabase('alcance_sql');
  sql = consultasSql(db.orm);
  clientes = (await sql.sql<{ id: number }>('select id from cliente order by id')).map((c) => c.id);
});
afterAll(async () => {
  await db?.drop();
});

/** The clients the session of `usuarioId` sees, and those the SQL says the same user sees. */
async function ambos(usuarioId: number): Promise<{ sesion: number[]; sql: number[] }> {
  const usuario = await cargarUsuarioSesion(db.orm.em.fork(), usuarioId);
  if (!usuario) throw new Error(`usuario ${usuarioId} inactivo`);
  const filas = await sql.sql<{ id: number }>(
    `select c.id from cliente c join usuario u on u.id = ? where ${sqlVeCliente('u', 'c.id')} order by c.id`,
    [usuarioId],
  );
  return { sesion: clientes.filter((c) => incluyeCliente(usuario.alcance, c)), sql: filas.map((f) => f.id) };
}

describe('sqlVeCliente matches the session scope', () => {
  it('for every kind of user: all clients by flag, a list, none, client staff (the flag does not widen it), flag and list', async () => {
    const id = (username: string) => sql.uno('select id from usuario where username = ?', [username]);
    const [primero, segundo] = clientes as [number, number];
    const staffClienteConBandera = await usuarioConPermisos(db.orm, [PERMISO_TODOS_LOS_CLIENTES], [primero]);
    await sql.sql('update usuario set es_staff_cliente = true where id = ?', [staffClienteConBandera.id]);
    const casos: [string, number, number | 'todos'][] = [
      ['admin (Administradores: todos los clientes)', await id('admin'), 'todos'],
      ['jefe (Jefes de Operaciones: todos los clientes)', await id('jefe'), 'todos'],
      ['psicóloga con lista de 4 clientes', await id('psicologa'), 4],
      ['personal sin rol ni clientes', (await fabricasDe(db.orm).usuario({ rol: 'staff' })).id, 0],
      ['personal del cliente (portal cliente)', await id('cliente'), 1],
      ['personal del cliente con add_todos_los_clientes', staffClienteConBandera.id, 1],
      [
        'personal con la bandera y una lista',
        (await usuarioConPermisos(db.orm, [PERMISO_TODOS_LOS_CLIENTES], [segundo])).id,
        'todos',
      ],
    ];
    for (const [caso, usuarioId, esperado] of casos) {
      const r = await ambos(usuarioId);
      expect(r.sql, caso).toEqual(r.sesion);
      // The kinds really differ: the comparison is not between two empty (or two full) lists only.
      expect(r.sesion.length, caso).toBe(esperado === 'todos' ? clientes.length : esperado);
    }
    expect(clientes.length).toBeGreaterThan(4);
  });
});
