/**
 * The scope of the operations report per flag (spec 03 §6), as a table on a real PostgreSQL: four orders (two
 * branches × two clients) and, for each combination of flags and client list, the orders the scope condition lets
 * through. The client list (global staff rule) limits every flag.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import type { AlcanceClientes } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsuarioSesion } from '../../../nucleo/context';
import { Parametros } from '../../../nucleo/sql/parametros';
import { usuarioReporte } from '../testing/usuarios';
import { alcanceInforme, COLUMNAS_PEDIDO, sqlAlcanceInforme, type FiltrosInforme } from './alcance';
import { nuevoEscenario, type Escenario } from '../testing/escenario';

const OTRO_CLIENTE = '901234567';

let db: TestDatabase;
let A: Escenario;
let B: Escenario;
let otroClienteId: number;
/** Staff user whose own branch is A. */
let usuarioDeA: number;
/** 'A1' = branch A, the scenario's client; 'A2' = branch A, the other client … → order id. */
const pedidos = new Map<string, number>();

beforeAll(async () => {
  db = await createTestDatabase('reportes_alcance');
  A = await nuevoEscenario(db.orm);
  B = await nuevoEscenario(db.orm);
  const [otro] = await A.sql<{ id: number }>('select id from cliente where numero_documento = ?', [
    OTRO_CLIENTE,
  ]);
  otroClienteId = otro!.id;
  for (const [nombre, e] of [
    ['A', A],
    ['B', B],
  ] as const) {
    pedidos.set(`${nombre}1`, await e.pedido({ solicitud: '2026-06-02' }));
    pedidos.set(`${nombre}2`, await e.pedido({ solicitud: '2026-06-02', clienteId: otroClienteId }));
  }
  const username = await usuarioReporte(db.orm, { banderas: [], sucursalId: A.sucursalId });
  const [u] = await A.sql<{ id: number }>('select id from usuario where username = ?', [username]);
  usuarioDeA = u!.id;
});
afterAll(async () => {
  await db?.drop();
});

function usuario(permisos: string[], alcance: AlcanceClientes): UsuarioSesion {
  return {
    id: usuarioDeA,
    username: 'alcance',
    nombreCompleto: 'Alcance',
    firstName: 'Alcance',
    lastName: '',
    email: '',
    esStaffCliente: false,
    grupos: [],
    permisos,
    clientes: [],
    alcance,
    esSuperusuario: false,
  };
}

/** The names of the four orders the scope (and filters) let through. */
async function visibles(u: UsuarioSesion, f: FiltrosInforme = {}): Promise<string[]> {
  const a = await alcanceInforme(db.orm.em.fork(), u);
  const q = new Parametros();
  const ids = [...pedidos.values()];
  const sql = `select p.id from pedido p where p.id = any(${q.v(`{${ids.join(',')}}`)}::int[])${sqlAlcanceInforme(q, a, f, COLUMNAS_PEDIDO)}`;
  const filas = await db.orm.em.fork().execute<{ id: number }[]>(sql, q.valores);
  const nombres = [...pedidos].filter(([, id]) => filas.some((r) => r.id === id)).map(([n]) => n);
  return nombres.sort();
}

const TODOS = 'read_reportesOperaciones_todos';
const GERENTE = 'read_reportesOperaciones_gerente_operaciones';
const CLIENTES = 'read_reportesOperaciones_clientes';

describe('alcance del informe por bandera (alcanceInforme / sqlAlcanceInforme)', () => {
  it('each flag, with every client and with a limited client list', async () => {
    const todosLosClientes: AlcanceClientes = { todos: true };
    const soloPrimero: AlcanceClientes = { todos: false, ids: [A.clienteId] };
    const casos: [string, string[], AlcanceClientes, string[]][] = [
      ['_todos, todos los clientes', [TODOS], todosLosClientes, ['A1', 'A2', 'B1', 'B2']],
      ['_todos, lista de clientes limitada', [TODOS], soloPrimero, ['A1', 'B1']],
      ['_gerente_operaciones, todos los clientes: su sucursal', [GERENTE], todosLosClientes, ['A1', 'A2']],
      ['_gerente_operaciones, lista limitada: su sucursal y sus clientes', [GERENTE], soloPrimero, ['A1']],
      ['_clientes solamente: sus clientes en toda sucursal', [CLIENTES], soloPrimero, ['A1', 'B1']],
      ['_clientes con todos los clientes', [CLIENTES], todosLosClientes, ['A1', 'A2', 'B1', 'B2']],
      [
        '_gerente_operaciones y _clientes: la unión, dentro de la lista',
        [GERENTE, CLIENTES],
        soloPrimero,
        ['A1', 'B1'],
      ],
      ['ninguna bandera del informe: nada', ['read_cita'], todosLosClientes, []],
    ];
    for (const [caso, permisos, alcance, esperado] of casos) {
      expect({ caso, visibles: await visibles(usuario(permisos, alcance)) }).toEqual({
        caso,
        visibles: esperado,
      });
    }
  });

  it('the filters narrow within the scope, never widen it', async () => {
    const gerente = usuario([GERENTE], { todos: true });
    expect(await visibles(gerente, { clienteId: otroClienteId })).toEqual(['A2']);
    expect(await visibles(gerente, { sucursalId: B.sucursalId })).toEqual([]);
    expect(
      await visibles(usuario([TODOS], { todos: true }), { sucursalId: B.sucursalId, clienteId: A.clienteId }),
    ).toEqual(['B1']);
  });
});
