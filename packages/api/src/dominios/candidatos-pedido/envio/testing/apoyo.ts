/** Helpers of the envío integration tests: requirements, contacts, candidate rows, e-mails and a failing outbox insert. */
import type { TestDatabase } from '@talento/db/testing';
import { sql } from '../../../../testing/pedido-detalle';

export { CLIENTES_PSICOLOGA, eventosDe, idUsuario, sql } from '../../../../testing/pedido-detalle';

export async function idRequisito(db: TestDatabase, codigo: string): Promise<number> {
  const [f] = await sql<{ id: number }>(db, 'select id from requisito where codigo = ?', [codigo]);
  if (!f) throw new Error(`requisito ${codigo} no existe`);
  return f.id;
}

export async function contactosDe(db: TestDatabase, clienteId: number) {
  return sql<{ id: number; nombre: string; correo: string; enviar: boolean; activo: boolean }>(
    db,
    'select id, nombre, correo, enviar, activo from cliente_contacto where cliente_id = ? order by id',
    [clienteId],
  );
}

export interface FilaCandidato {
  id: number;
  estado_candidato_pedido: number;
  pool: number;
  activo: boolean;
  version: number;
}

export async function candidatosDe(db: TestDatabase, pedidoId: number): Promise<FilaCandidato[]> {
  return sql<FilaCandidato>(
    db,
    'select id, estado_candidato_pedido, pool, activo, version from candidato_pedido where pedido_id = ? order by id',
    [pedidoId],
  );
}

/** The e-mails queued about this order (the same reference also carries its ERP calls, e.g. the requisition). */
export async function correosDe(db: TestDatabase, pedidoId: number) {
  return sql<{
    id: string;
    destino: string;
    payload: { para: string[]; asunto: string; texto: string };
    estado: number;
    referencia: string;
  }>(
    db,
    "select id, destino, payload, estado, referencia from mensaje_saliente where referencia = ? and tipo = 'correo' order by id",
    [`pedido:${pedidoId}`],
  );
}

/** Makes every outbox insert about this order fail (proves the change and its e-mail share one transaction). */
export async function fallarCorreo(db: TestDatabase, pedidoId: number) {
  const nombre = `fallar_correo_${pedidoId}`;
  await sql(
    db,
    `create or replace function ${nombre}() returns trigger language plpgsql as $$
    begin if new.referencia = 'pedido:${pedidoId}' then raise exception 'falla de prueba'; end if; return new; end $$`,
  );
  await sql(
    db,
    `create trigger ${nombre} before insert on mensaje_saliente for each row execute function ${nombre}()`,
  );
  return async () => {
    await sql(db, `drop trigger ${nombre} on mensaje_saliente`);
    await sql(db, `drop function ${nombre}()`);
  };
}
