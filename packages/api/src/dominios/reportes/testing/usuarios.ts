import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_PASSWORD } from '@talento/db';
import { hashDePrueba } from '@talento/db/testing';
import { GRUPO_STAFF, GRUPO_STAFF_CLIENTE } from '@talento/rules';

let n = 0;

export interface OpcionesUsuarioReporte {
  /** Flags of a group made for this user only. */
  banderas: string[];
  /** Existing groups too (e.g. Gerente_Sucursal, which shows the psychologist filter). */
  grupos?: string[];
  sucursalId?: number;
  /** NIT/CC of the user's clients. */
  clientes?: string[];
  esStaffCliente?: boolean;
}

/** A user with exactly these flags (and groups), branch and clients; logs in with DEMO_PASSWORD. Its username. */
export async function usuarioReporte(orm: MikroORM, o: OpcionesUsuarioReporte): Promise<string> {
  const em = orm.em.fork();
  const username = `reportes${++n}.${Date.now()}`;
  const [u] = await em.execute<{ id: number }[]>(
    `insert into usuario (username, password_hash, first_name, last_name, es_staff_cliente, sucursal_id, created_at)
     values (?, ?, 'Usuario', 'De reportes', ?, ?, now()) returning id`,
    [username, await hashDePrueba(DEMO_PASSWORD), o.esStaffCliente ?? false, o.sucursalId ?? null],
  );
  const [g] = await em.execute<{ id: number }[]>('insert into grupo (nombre) values (?) returning id', [
    `Grupo ${username}`,
  ]);
  await em.execute(
    'insert into grupo_permiso (grupo_id, permiso_id) select ?, id from permiso where codigo = any(?::text[])',
    [g!.id, `{${o.banderas.join(',')}}`],
  );
  const grupos = [...(o.grupos ?? []), o.esStaffCliente ? GRUPO_STAFF_CLIENTE : GRUPO_STAFF];
  await em.execute(
    'insert into usuario_grupo (usuario_id, grupo_id) select ?, ? union select ?, id from grupo where nombre = any(?::text[])',
    [u!.id, g!.id, u!.id, `{${grupos.join(',')}}`],
  );
  if (o.clientes?.length) {
    await em.execute(
      'insert into usuario_cliente (usuario_id, cliente_id) select ?, id from cliente where numero_documento = any(?::text[])',
      [u!.id, `{${o.clientes.join(',')}}`],
    );
  }
  return username;
}
