/** Helpers of the detail/cancellation integration tests: raw SQL reads, the demo users' clients, a failing insert. */
import type { TestDatabase } from '@talento/db/testing';

export async function sql<T = Record<string, unknown>>(
  db: TestDatabase,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(query, params);
}

export interface FilaPedido {
  estado_pedido: number;
  version: number;
  fecha_estado3: Date | null;
  fecha_estado4: Date | null;
  fecha_finalizacion: Date | null;
  fecha_cancelacion: Date | null;
  causa_cancelacion: number | null;
  razon_escrita_cancelacion: string | null;
  actor_cancelacion_id: number | null;
  centro_costo: string | null;
}

export async function filaPedido(db: TestDatabase, id: number): Promise<FilaPedido> {
  const [fila] = await sql<FilaPedido>(db, 'select * from pedido where id = ?', [id]);
  if (!fila) throw new Error(`pedido ${id} no existe`);
  return fila;
}

export interface FilaEvento {
  id: string;
  tipo_evento: number;
  actor_id: number | null;
  estado_anterior: number | null;
  estado_nuevo: number | null;
  fecha: Date;
}

export async function eventosDe(db: TestDatabase, pedidoId: number): Promise<FilaEvento[]> {
  return sql<FilaEvento>(db, 'select * from evento_pedido where pedido_id = ? order by id', [pedidoId]);
}

export async function idUsuario(db: TestDatabase, username: string): Promise<number> {
  const [fila] = await sql<{ id: number }>(db, 'select id from usuario where username = ?', [username]);
  if (!fila) throw new Error(`usuario ${username} no existe`);
  return fila.id;
}

/** Clients of the demo psychologist (spec: four clients). */
export const CLIENTES_PSICOLOGA = ['900123456', '890301234', '901234567', '890102030'];
/** Clients of the demo recruiter. */
export const CLIENTES_RECLUTADOR = ['900123456', '901234567', '901567890'];

/** Makes every INSERT into `tabla` fail for the given order (proves a change and its row share one transaction). */
export async function fallarInsercion(
  db: TestDatabase,
  tabla: 'evento_pedido' | 'archivo_evidencia_cancelacion' | 'comentario_pedido',
  pedidoId: number,
) {
  const nombre = `fallar_${tabla}_${pedidoId}`;
  await sql(
    db,
    `create or replace function ${nombre}() returns trigger language plpgsql as $$
    begin if new.pedido_id = ${pedidoId} then raise exception 'falla de prueba'; end if; return new; end $$`,
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
