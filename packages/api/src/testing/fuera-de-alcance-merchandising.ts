import { hoyIso } from '@talento/rules';
import { MARCA, una, type Sql } from './sql-prueba';

export interface MerchandisingFuera {
  regionId: number;
  almacenId: number;
  /** A user of group Mercaderistas with only that client, named MARCA. */
  mercaderistaId: number;
  dispositivoId: number;
  novedadId: number;
  notificacionId: number;
  /** Today in the business time zone ('YYYY-MM-DD'): the day of the route, the GPS points and the arrival. */
  hoy: string;
}

/** Region, store, merchandiser with a device and today's route, GPS point, arrival, incident and notification. */
export async function sembrarMerchandisingFuera(
  sql: Sql,
  clienteId: number,
  staffId: number,
): Promise<MerchandisingFuera> {
  const id = async (descripcion: string, q: string, p: unknown[]) =>
    (await una<{ id: number }>(sql, descripcion, q, p)).id;
  const hoy = hoyIso();
  const regionId = await id(
    'la región',
    `insert into region (cliente_id, nombre) values (?, ?) returning id`,
    [clienteId, `Región ${MARCA}`],
  );
  const almacenId = await id(
    'el almacén',
    `insert into almacen (nombre, direccion, region_id, cliente_id, latitud, longitud, activo) values (?, ?, ?, ?, 4.7110, -74.0721, true) returning id`,
    [`Almacén ${MARCA}`, `Calle ${MARCA}`, regionId, clienteId],
  );
  const mercaderistaId = await id(
    'el mercaderista',
    `insert into usuario (username, password_hash, first_name, last_name, email, created_at) values (?, '!', ?, ?, '', now()) returning id`,
    [`mercaderista.${MARCA.toLowerCase()}`, `Mercaderista`, MARCA],
  );
  await sql(
    `insert into usuario_grupo (usuario_id, grupo_id) select ?, id from grupo where nombre = 'Mercaderistas'`,
    [mercaderistaId],
  );
  await sql('insert into usuario_cliente (usuario_id, cliente_id) values (?, ?)', [
    mercaderistaId,
    clienteId,
  ]);
  const dispositivoId = await id(
    'el dispositivo',
    `insert into dispositivo (usuario_id, device_id, token, nombre, activo, enrolado_at, created_at) values (?, ?, ?, ?, true, now(), now()) returning id`,
    [mercaderistaId, `disp-${MARCA}`, `push-${MARCA}`, `Teléfono ${MARCA}`],
  );
  const rutaId = await id('la ruta', `insert into ruta (usuario_id, fecha) values (?, ?) returning id`, [
    mercaderistaId,
    hoy,
  ]);
  await sql('insert into visita (ruta_id, almacen_id, posicion) values (?, ?, 1)', [rutaId, almacenId]);
  await sql(
    `insert into punto_gps (dispositivo_id, latitud, longitud, created_at) values (?, 4.7111, -74.0722, now())`,
    [dispositivoId],
  );
  await sql(
    `insert into reporte_llegada (usuario_id, almacen_id, fecha, latitud, longitud, dispositivo_id) values (?, ?, now(), 4.7110, -74.0721, ?)`,
    [mercaderistaId, almacenId, dispositivoId],
  );
  const tipoId = await id('el tipo de novedad', `insert into tipo_novedad (nombre) values (?) returning id`, [
    `Tipo ${MARCA}`,
  ]);
  const subTipoId = await id(
    'el subtipo de novedad',
    `insert into sub_tipo_novedad (tipo_novedad_id, nombre) values (?, ?) returning id`,
    [tipoId, `Subtipo ${MARCA}`],
  );
  const novedadId = await id(
    'la novedad',
    `insert into novedad (created_at, sub_tipo_novedad_id, usuario_id, almacen_id, texto, estado, dispositivo_id, version) values (now(), ?, ?, ?, ?, 0, ?, 1) returning id`,
    [subTipoId, mercaderistaId, almacenId, `Novedad ${MARCA}`, dispositivoId],
  );
  const notificacionId = await id(
    'la notificación',
    `insert into notificacion (cliente_id, titulo, texto, region_id, enviada_por_id, created_at) values (?, ?, ?, ?, ?, now()) returning id`,
    [clienteId, `Aviso ${MARCA}`, `Texto ${MARCA}`, regionId, staffId],
  );
  await sql('insert into notificacion_dispositivo (notificacion_id, dispositivo_id) values (?, ?)', [
    notificacionId,
    dispositivoId,
  ]);
  return { regionId, almacenId, mercaderistaId, dispositivoId, novedadId, notificacionId, hoy };
}
