/**
 * Merchandising data for e2e (issue 20), shared by the novedades, notifications and map specs: a client's region with
 * stores, a merchandiser (group Mercaderistas) with an enrolled device, a route on a Bogotá day, and a staff user
 * with exactly some flags. Straight to the database: users and routes that only the CLI or the seeder create.
 */
import type pg from 'pg';
import { GRUPO_MERCADERISTAS, GRUPO_STAFF, hoyIso } from '@talento/rules';
import { crearClienteNuevo } from './stock-categoria';
import { unico } from './unico';

async function id(base: pg.Pool, sql: string, p: unknown[]): Promise<number> {
  const { rows } = await base.query<{ id: number }>(sql, p);
  if (!rows[0]) throw new Error(`Sin fila: ${sql}`);
  return rows[0].id;
}

export interface ZonaMerchandising {
  cliente: { id: number; nombre: string };
  region: { id: number; nombre: string };
  almacenes: { id: number; nombre: string }[];
}

/** A new client with a region of `almacenes` stores (the client's name is searchable from 4 characters). */
export async function crearZonaMerchandising(base: pg.Pool, almacenes = 2): Promise<ZonaMerchandising> {
  const cliente = await crearClienteNuevo(base);
  const nombre = `Región ${unico()}`;
  const regionId = await id(base, 'insert into region (cliente_id, nombre) values ($1, $2) returning id', [
    cliente.id,
    nombre,
  ]);
  const lista: ZonaMerchandising['almacenes'] = [];
  for (let i = 1; i <= almacenes; i++) {
    const n = `Almacén ${i} ${nombre}`;
    lista.push({
      id: await id(
        base,
        'insert into almacen (nombre, region_id, cliente_id, latitud, longitud, activo) values ($1, $2, $3, 4.7, -74.05, true) returning id',
        [n, regionId, cliente.id],
      ),
      nombre: n,
    });
  }
  return {
    cliente: { id: cliente.id, nombre: cliente.nombre },
    region: { id: regionId, nombre },
    almacenes: lista,
  };
}

export interface MercaderistaConDispositivo {
  id: number;
  username: string;
  nombre: string;
  apellido: string;
  dispositivo: { id: number; deviceId: string };
}

/** A merchandiser with an enrolled, active device (push token set, or null: the phone fetches its notifications). */
export async function crearMercaderista(
  base: pg.Pool,
  { token = `push-${unico()}` }: { token?: string | null } = {},
): Promise<MercaderistaConDispositivo> {
  const sufijo = unico();
  const username = `mercaderista${sufijo}`;
  const nombre = 'Mercaderista';
  const apellido = `Prueba ${sufijo}`;
  const usuarioId = await id(
    base,
    `insert into usuario (username, password_hash, first_name, last_name, email, created_at) values ($1, '!', $2, $3, '', now()) returning id`,
    [username, nombre, apellido],
  );
  await base.query(
    'insert into usuario_grupo (usuario_id, grupo_id) select $1, id from grupo where nombre = $2',
    [usuarioId, GRUPO_MERCADERISTAS],
  );
  const deviceId = `android-${sufijo}`;
  const dispositivoId = await id(
    base,
    'insert into dispositivo (usuario_id, device_id, token, activo, enrolado_at, created_at) values ($1, $2, $3, true, now(), now()) returning id',
    [usuarioId, deviceId, token],
  );
  return { id: usuarioId, username, nombre, apellido, dispositivo: { id: dispositivoId, deviceId } };
}

/** The merchandiser's route on `fecha` (Bogotá day, default today) visiting these stores in order. */
export async function crearRuta(
  base: pg.Pool,
  usuarioId: number,
  almacenIds: readonly number[],
  fecha = hoyIso(),
): Promise<number> {
  const ruta = await id(base, 'insert into ruta (usuario_id, fecha) values ($1, $2) returning id', [
    usuarioId,
    fecha,
  ]);
  for (const [i, almacen] of almacenIds.entries())
    await base.query('insert into visita (ruta_id, almacen_id, posicion) values ($1, $2, $3)', [
      ruta,
      almacen,
      i + 1,
    ]);
  return ruta;
}

/**
 * A staff user with exactly these flags (a group of their own) and these clients, signing in with the demo password
 * (the hash is the demo gerente's: no hashing here). Sign in with `iniciarSesionApi(baseURL, username)`.
 */
export async function crearUsuarioConPermisos(
  base: pg.Pool,
  permisos: readonly string[],
  clienteIds: readonly number[],
): Promise<string> {
  const username = `permisos${unico()}`;
  const usuarioId = await id(
    base,
    `insert into usuario (username, password_hash, first_name, last_name, email, created_at)
     select $1, password_hash, 'Con', 'Permisos', '', now() from usuario where username = 'gerente' returning id`,
    [username],
  );
  const grupo = await id(base, 'insert into grupo (nombre) values ($1) returning id', [`Grupo ${username}`]);
  await base.query(
    'insert into grupo_permiso (grupo_id, permiso_id) select $1, id from permiso where codigo = any($2::text[])',
    [grupo, permisos],
  );
  await base.query(
    'insert into usuario_grupo (usuario_id, grupo_id) select $1::int, $2::int union select $1::int, id from grupo where nombre = $3',
    [usuarioId, grupo, GRUPO_STAFF],
  );
  for (const c of clienteIds)
    await base.query('insert into usuario_cliente (usuario_id, cliente_id) values ($1, $2)', [usuarioId, c]);
  return username;
}
