/**
 * The client scope of the API, in one file: what a user may see is limited INSIDE the query (never after loading),
 * as an ORM filter (`filtroCliente`, `filtroClienteOpcional`, `filtroPedidoOpcional`), an SQL clause on the caller's
 * session (`sqlAlcance`, `sqlAlcanceOpcional`, `sqlEnAlcance`, or `clientesDelAlcance` for `?` parameters) or on
 * another user's row (`sqlVeCliente`); a record loaded by id outside the scope is NOT_FOUND (`exigirCliente`).
 * Nothing else reads an `AlcanceClientes`' fields (`todos`, `ids`): the lint rule ALCANCE (tooling/eslint.config.js)
 * refuses it anywhere else in the API, so a scope cannot be written by hand a second time.
 */
import { type AlcanceClientes, PERMISO_TODOS_LOS_CLIENTES, incluyeCliente } from '@talento/rules';
import { noEncontrado } from '../errors';
import type { Parametros } from './parametros';

/**
 * Query fragment limiting a query to the clients in scope, applied inside the query (never after
 * loading). Combine it with `$and` so it never overwrites a key of the caller's filter:
 * `em.find(Pedido, { $and: [filtroCliente(alcance), { estadoPedido: 2 }] })`, or with a path ('pedido.cliente').
 */
export function filtroCliente(alcance: AlcanceClientes, ruta = 'cliente'): Record<string, unknown> {
  if (alcance.todos) return {};
  const partes = ruta.split('.');
  let filtro: Record<string, unknown> = { $in: alcance.ids };
  for (let i = partes.length - 1; i >= 0; i--) filtro = { [partes[i] as string]: filtro };
  return filtro;
}

/**
 * For a record whose order is optional (a digital-test rating, or a row under it through `ruta`): the
 * record has no order (agency data, visible to every staff user) or its order's client is in scope.
 * Applied inside the query like `filtroCliente`: `{ $and: [{ candidato: 7 }, filtroPedidoOpcional(alcance)] }`.
 */
export function filtroPedidoOpcional(alcance: AlcanceClientes, ruta = 'pedido'): Record<string, unknown> {
  if (alcance.todos) return {};
  return { $or: [nulo(ruta), filtroCliente(alcance, `${ruta}.cliente`)] };
}

/**
 * For a record whose client is optional (an appointment without client, an embedded report for every client): no
 * client (agency data, visible to every staff user) or a client in scope, inside the query like `filtroCliente`.
 */
export function filtroClienteOpcional(alcance: AlcanceClientes, ruta = 'cliente'): Record<string, unknown> {
  if (alcance.todos) return {};
  return { $or: [nulo(ruta), filtroCliente(alcance, ruta)] };
}

/** `{ a: { b: null } }` for the path 'a.b'. */
const nulo = (ruta: string) =>
  ruta.split('.').reduceRight<unknown>((valor, parte) => ({ [parte]: valor }), null) as Record<
    string,
    unknown
  >;

/** Whether the user sees every client (add_todos_los_clientes): for what only such a user may do or read. */
export function veTodosLosClientes(alcance: AlcanceClientes): boolean {
  return alcance.todos;
}

/** Whether the user sees no client at all: a listing of client data is empty without asking the database. */
export function sinClientes(alcance: AlcanceClientes): boolean {
  return !alcance.todos && alcance.ids.length === 0;
}

/** Throws NOT_FOUND when a record's client is outside the scope, so ids cannot be probed. */
export function exigirCliente(alcance: AlcanceClientes, clienteId: number | null | undefined): void {
  if (clienteId === null || clienteId === undefined || !incluyeCliente(alcance, clienteId))
    throw noEncontrado();
}

/** `p.cliente_id` limited to the scope (no clause when the user sees every client). */
export function sqlAlcance(q: Parametros, alcance: AlcanceClientes, columna = 'p.cliente_id'): string {
  if (alcance.todos) return '';
  return ` and ${sqlEnAlcance(q, alcance, columna)}`;
}

/** Like `sqlAlcance` for a column that may be null: no client (agency data) or a client in scope. */
export function sqlAlcanceOpcional(q: Parametros, alcance: AlcanceClientes, columna: string): string {
  if (alcance.todos) return '';
  return ` and (${columna} is null or ${sqlEnAlcance(q, alcance, columna)})`;
}

/** The condition "`columna` is a client in scope" as an SQL expression (`true` when the user sees every client). */
export function sqlEnAlcance(q: Parametros, alcance: AlcanceClientes, columna: string): string {
  const clientes = clientesDelAlcance(alcance);
  return clientes === null ? 'true' : `${columna} = any(${q.v(clientes)}::int[])`;
}

/**
 * SQL twin of the session's client scope (`alcanceDe` in rules, applied by `cargarUsuarioSesion`): the user of the
 * `usuario` row aliased `u` sees the client `cliente` (an SQL expression: a column or one `?`) when it is in their
 * client list, or when they are agency staff and a group gives them add_todos_los_clientes. For the checks about
 * another user than the caller (who may be put in charge of something of a client), which have no session to read.
 * alcance.test.ts compares both for each kind of user so they cannot drift apart. The subqueries' aliases are
 * prefixed so that they never hide an alias of the caller's query used in `cliente`.
 */
export function sqlVeCliente(u: string, cliente: string): string {
  return `(exists (select 1 from usuario_cliente alc_uc where alc_uc.usuario_id = ${u}.id and alc_uc.cliente_id = ${cliente})
    or (not ${u}.es_staff_cliente and exists (
      select 1 from usuario_grupo alc_ug join grupo_permiso alc_gp on alc_gp.grupo_id = alc_ug.grupo_id join permiso alc_p on alc_p.id = alc_gp.permiso_id
       where alc_ug.usuario_id = ${u}.id and alc_p.codigo = '${PERMISO_TODOS_LOS_CLIENTES}')))`;
}

/**
 * The clients in scope as a PostgreSQL int[] literal, or null for "every client" (add_todos_los_clientes); only
 * `clienteId` when given. A literal because the driver would spread a JS array into separate parameters; the SQL reads
 * `(?::int[] is null or x = any(?::int[]))`.
 */
export function clientesDelAlcance(alcance: AlcanceClientes, clienteId?: number): string | null {
  const ids = clienteId !== undefined ? [clienteId] : alcance.todos ? null : [...alcance.ids];
  return ids === null ? null : `{${ids.map((n) => Math.trunc(Number(n))).join(',')}}`;
}
