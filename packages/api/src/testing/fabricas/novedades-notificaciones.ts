/**
 * Merchandising data for API tests (issue 20): a client's region with stores, a merchandiser with a device and a
 * route on a given Bogotá day, incidents with photos, and staff users with exactly the flags asked. Plain SQL on
 * the real tables (the device API that would create these is tested on its own).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_PASSWORD } from '@talento/db';
import { hashDePrueba } from '@talento/db/testing';
import { GRUPO_MERCADERISTAS, GRUPO_STAFF, hoyIso } from '@talento/rules';
import { unico } from './unico';

type Sql = <T = Record<string, unknown>>(q: string, p?: unknown[]) => Promise<T[]>;
const sqlDe =
  (orm: MikroORM): Sql =>
  (q, p = []) =>
    orm.em.fork().getConnection().execute(q, p);

async function id(sql: Sql, q: string, p: unknown[]): Promise<number> {
  const [fila] = await sql<{ id: number }>(q, p);
  if (!fila) throw new Error(`Datos de prueba: ${q}`);
  return fila.id;
}

/** A staff user with exactly these flags (a group of their own) and these clients (ids); password DEMO_PASSWORD. */
export async function usuarioConPermisos(
  orm: MikroORM,
  permisos: readonly string[],
  clienteIds: readonly number[],
): Promise<{ id: number; username: string }> {
  const sql = sqlDe(orm);
  const username = `permisos${unico()}`;
  const usuario = await id(
    sql,
    `insert into usuario (username, password_hash, first_name, last_name, email, created_at) values (?, ?, 'Con', 'Permisos', '', now()) returning id`,
    [username, await hashDePrueba(DEMO_PASSWORD)],
  );
  const grupo = await id(sql, 'insert into grupo (nombre) values (?) returning id', [`Grupo ${username}`]);
  await sql(
    `insert into grupo_permiso (grupo_id, permiso_id) select ?, id from permiso where codigo = any(?::text[])`,
    [grupo, `{${permisos.join(',')}}`],
  );
  await sql(
    `insert into usuario_grupo (usuario_id, grupo_id) select ?, ? union select ?, id from grupo where nombre = ?`,
    [usuario, grupo, usuario, GRUPO_STAFF],
  );
  for (const c of clienteIds)
    await sql('insert into usuario_cliente (usuario_id, cliente_id) values (?, ?)', [usuario, c]);
  return { id: usuario, username };
}

export interface ZonaCreada {
  clienteId: number;
  regionId: number;
  /** Stores of the region. */
  almacenes: number[];
}

/** A region of the client with `almacenes` stores (names carry `nombre`). */
export async function crearZona(
  orm: MikroORM,
  clienteId: number,
  nombre = `Zona ${unico()}`,
  almacenes = 2,
): Promise<ZonaCreada> {
  const sql = sqlDe(orm);
  const regionId = await id(sql, 'insert into region (cliente_id, nombre) values (?, ?) returning id', [
    clienteId,
    nombre,
  ]);
  const ids: number[] = [];
  for (let i = 1; i <= almacenes; i++) {
    ids.push(
      await id(
        sql,
        `insert into almacen (nombre, region_id, cliente_id, latitud, longitud, activo) values (?, ?, ?, 4.7, -74.05, true) returning id`,
        [`Almacén ${i} ${nombre}`, regionId, clienteId],
      ),
    );
  }
  return { clienteId, regionId, almacenes: ids };
}

export interface MercaderistaCreado {
  id: number;
  username: string;
  dispositivoId: number;
  deviceId: string;
}

/** A merchandiser (group Mercaderistas) with an active device (push token `token`, null for none). */
export async function crearMercaderista(
  orm: MikroORM,
  { token = `push-${unico()}`, activo = true }: { token?: string | null; activo?: boolean } = {},
): Promise<MercaderistaCreado> {
  const sql = sqlDe(orm);
  const username = `mercaderista${unico()}`;
  const usuario = await id(
    sql,
    `insert into usuario (username, password_hash, first_name, last_name, email, created_at) values (?, '!', 'Mercaderista', ?, '', now()) returning id`,
    [username, username],
  );
  await sql('insert into usuario_grupo (usuario_id, grupo_id) select ?, id from grupo where nombre = ?', [
    usuario,
    GRUPO_MERCADERISTAS,
  ]);
  const deviceId = `android-${unico()}`;
  const dispositivoId = await id(
    sql,
    `insert into dispositivo (usuario_id, device_id, token, activo, enrolado_at, revocado_at, created_at) values (?, ?, ?, ?, now(), ?, now()) returning id`,
    [usuario, deviceId, token, activo, activo ? null : new Date()],
  );
  return { id: usuario, username, dispositivoId, deviceId };
}

/** A route of the merchandiser on `fecha` (Bogotá day, default today) visiting these stores in order. */
export async function crearRuta(
  orm: MikroORM,
  usuarioId: number,
  almacenes: readonly number[],
  fecha = hoyIso(),
): Promise<number> {
  const sql = sqlDe(orm);
  const ruta = await id(sql, 'insert into ruta (usuario_id, fecha) values (?, ?) returning id', [
    usuarioId,
    fecha,
  ]);
  let posicion = 1;
  for (const a of almacenes)
    await sql('insert into visita (ruta_id, almacen_id, posicion) values (?, ?, ?)', [ruta, a, posicion++]);
  return ruta;
}

export interface OpcionesNovedad {
  almacenId: number;
  usuarioId: number;
  texto?: string;
  estado?: 0 | 1 | 2;
  creada?: Date;
  /** Stored photos (bytes and type) or external addresses. */
  fotos?: ({ contenido: Buffer; tipoMime: string } | { url: string })[];
}

/** An incident at a store (its category and kind are created too); its id. */
export async function crearNovedad(orm: MikroORM, o: OpcionesNovedad): Promise<number> {
  const sql = sqlDe(orm);
  const tipo = await id(sql, 'insert into tipo_novedad (nombre) values (?) returning id', [
    `Categoría ${unico()}`,
  ]);
  const subtipo = await id(
    sql,
    'insert into sub_tipo_novedad (tipo_novedad_id, nombre) values (?, ?) returning id',
    [tipo, `Novedad ${unico()}`],
  );
  const novedad = await id(
    sql,
    `insert into novedad (created_at, sub_tipo_novedad_id, usuario_id, almacen_id, texto, estado, version, recibido_at) values (?, ?, ?, ?, ?, ?, 1, now()) returning id`,
    [
      o.creada ?? new Date(),
      subtipo,
      o.usuarioId,
      o.almacenId,
      o.texto ?? `Novedad de prueba ${unico()}`,
      o.estado ?? 0,
    ],
  );
  for (const f of o.fotos ?? []) {
    if ('url' in f)
      await sql('insert into foto_novedad (novedad_id, url, creado_en) values (?, ?, now())', [
        novedad,
        f.url,
      ]);
    else
      await sql(
        'insert into foto_novedad (novedad_id, nombre, tipo_mime, tamano, contenido, creado_en) values (?, ?, ?, ?, ?, now())',
        [novedad, 'foto.png', f.tipoMime, f.contenido.length, f.contenido],
      );
  }
  return novedad;
}
