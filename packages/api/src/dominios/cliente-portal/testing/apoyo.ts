/** Helpers of the client-portal integration tests: orders and candidates of a client, raw SQL reads. */
import type { TestDatabase } from '@talento/db/testing';

export const NIT_LA_SABANA = '900123456';
export const NIT_TEXTILES = '890301234';

export async function sql<T = Record<string, unknown>>(
  db: TestDatabase,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(query, params);
}

export async function idCliente(db: TestDatabase, nit: string): Promise<number> {
  const [fila] = await sql<{ id: number }>(db, 'select id from cliente where numero_documento = ?', [nit]);
  if (!fila) throw new Error(`cliente ${nit} no existe`);
  return fila.id;
}

export async function idUsuario(db: TestDatabase, username: string): Promise<number> {
  const [fila] = await sql<{ id: number }>(db, 'select id from usuario where username = ?', [username]);
  if (!fila) throw new Error(`usuario ${username} no existe`);
  return fila.id;
}

/** Every order id of a client (any state, child lines included). */
export async function pedidosDe(db: TestDatabase, nit: string): Promise<number[]> {
  const filas = await sql<{ id: number }>(
    db,
    'select p.id from pedido p join cliente c on c.id = p.cliente_id where c.numero_documento = ? order by p.id',
    [nit],
  );
  return filas.map((f) => f.id);
}

export interface FilaCandidato {
  id: number;
  version: number;
  estado: number;
  activo: boolean;
  pool: number;
  pedido_id: number;
  estado_pedido: number;
  candidato_id: number;
}

const SQL_CANDIDATOS = `select cp.id, cp.version, cp.estado_candidato_pedido as estado, cp.activo, cp.pool, cp.pedido_id,
    p.estado_pedido, cp.candidato_id
  from candidato_pedido cp join pedido p on p.id = cp.pedido_id join cliente c on c.id = p.cliente_id
  where c.numero_documento = ?`;

/** Every candidate-in-order row of a client's orders. */
export async function candidatosDe(db: TestDatabase, nit: string): Promise<FilaCandidato[]> {
  return sql<FilaCandidato>(db, `${SQL_CANDIDATOS} order by cp.id`, [nit]);
}

export async function filaCandidato(db: TestDatabase, id: number) {
  const [fila] = await sql<{
    version: number;
    estado_candidato_pedido: number;
    fecha_cita_cliente: Date | null;
    otro_motivo_rechazo: string | null;
    vetar_candidato: number | null;
    modificado_por_id: number | null;
  }>(db, 'select * from candidato_pedido where id = ?', [id]);
  if (!fila) throw new Error(`candidato_pedido ${id} no existe`);
  return fila;
}

export async function contar(
  db: TestDatabase,
  tabla: 'evento_pedido' | 'mensaje_saliente' | 'candidato_vetado' | 'comentario_pedido' | 'auditoria',
): Promise<number> {
  const [fila] = await sql<{ n: string }>(db, `select count(*) as n from ${tabla}`);
  return Number(fila?.n ?? 0);
}

/** Makes every INSERT into `tabla` fail (proves a change and its rows share one transaction). */
export async function fallarInsercion(db: TestDatabase, tabla: 'evento_pedido' | 'mensaje_saliente') {
  const nombre = `fallar_cliente_${tabla}`;
  await sql(
    db,
    `create or replace function ${nombre}() returns trigger language plpgsql as $$
    begin raise exception 'falla de prueba'; end $$`,
  );
  await sql(
    db,
    `create trigger ${nombre} before insert on ${tabla} for each row execute function ${nombre}()`,
  );
  return async () => {
    await sql(db, `drop trigger ${nombre} on ${tabla}`);
    await sql(db, `drop function ${nombre}()`);
  };
}
