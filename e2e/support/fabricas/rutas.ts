import { GRUPO_MERCADERISTAS, instanteEnBogota, sumarMinutos, type FechaIso } from '@talento/rules';
import type pg from 'pg';
import { unico } from './unico';

export interface RutaConRecorrido {
  mercaderistaId: number;
  /** First and last name, as the merchandiser typeahead shows it. */
  nombre: string;
  fecha: FechaIso;
  almacenes: { id: number; nombre: string }[];
  /** Device time of the arrival report at the first store. */
  llegada: Date;
  /** With `fueraDeRuta`: a third store of the client, not on the route, with an arrival at 09:30. */
  fueraDeRuta?: { id: number; nombre: string; llegada: Date };
}

/** Two stores of La Sabana ~12 km apart (Bogotá north, Chía): two separate markers on any fit. */
const ALMACENES = [
  [4.754, -74.0632],
  [4.8619, -74.0582],
] as const;

/**
 * A new merchandiser of La Sabana with a device and, on `fecha`, a route of two stores, GPS points every 10 minutes
 * from 08:00 to 10:00 (Bogotá) going from the first store to the second, and an arrival report at the first store at
 * 08:05 (with `fueraDeRuta`, also an arrival at 09:30 at a store off the route). Written to the database as the device API would store them (the phone app is not ours).
 */
export async function crearRutaConRecorrido(
  base: pg.Pool,
  fecha: FechaIso,
  { fueraDeRuta = false } = {},
): Promise<RutaConRecorrido> {
  const sufijo = unico();
  const nombre = `Mercaderista Prueba${sufijo}`;
  const q = async (sql: string, params: unknown[]) =>
    (await base.query<{ id: number }>(sql, params)).rows[0]?.id as number;
  const mercaderistaId = await q(
    `insert into usuario (username, password_hash, first_name, last_name, email, created_at) values ($1, '!', 'Mercaderista', $2, '', now()) returning id`,
    [`merc${sufijo}`, `Prueba${sufijo}`],
  );
  await base.query(
    `insert into usuario_grupo (usuario_id, grupo_id) select $1, id from grupo where nombre = $2`,
    [mercaderistaId, GRUPO_MERCADERISTAS],
  );
  const clienteId = await q(`select id from cliente where numero_documento = '900123456'`, []);
  await base.query('insert into usuario_cliente (usuario_id, cliente_id) values ($1, $2)', [
    mercaderistaId,
    clienteId,
  ]);
  const dispositivoId = await q(
    `insert into dispositivo (usuario_id, device_id, activo, enrolado_at, created_at) values ($1, $2, true, now(), now()) returning id`,
    [mercaderistaId, `e2e-${sufijo}`],
  );
  const almacenes = [];
  for (const [i, [lat, lng]] of ALMACENES.entries()) {
    const nombreAlmacen = `Almacén ${i + 1} Prueba${sufijo}`;
    const id = await q(
      `insert into almacen (nombre, cliente_id, latitud, longitud, activo) values ($1, $2, $3, $4, true) returning id`,
      [nombreAlmacen, clienteId, lat, lng],
    );
    almacenes.push({ id, nombre: nombreAlmacen });
  }
  const rutaId = await q(`insert into ruta (usuario_id, fecha) values ($1, $2) returning id`, [
    mercaderistaId,
    fecha,
  ]);
  for (const [i, a] of almacenes.entries())
    await base.query('insert into visita (ruta_id, almacen_id, posicion) values ($1, $2, $3)', [
      rutaId,
      a.id,
      i + 1,
    ]);
  const inicio = instanteEnBogota(fecha, 8, 0);
  const [[lat0, lng0], [lat1, lng1]] = ALMACENES;
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    await base.query(
      `insert into punto_gps (dispositivo_id, latitud, longitud, created_at, recibido_at) values ($1, $2, $3, $4, now())`,
      [
        dispositivoId,
        (lat0 + (lat1 - lat0) * t).toFixed(6),
        (lng0 + (lng1 - lng0) * t).toFixed(6),
        sumarMinutos(inicio, i * 10),
      ],
    );
  }
  const llegada = sumarMinutos(inicio, 5);
  await base.query(
    `insert into reporte_llegada (usuario_id, almacen_id, fecha, latitud, longitud, dispositivo_id, recibido_at) values ($1, $2, $3, $4, $5, $6, now())`,
    [mercaderistaId, almacenes[0]!.id, llegada, lat0, lng0, dispositivoId],
  );
  if (!fueraDeRuta) return { mercaderistaId, nombre, fecha, almacenes, llegada };
  // West of the route, far enough from both stores to be a marker of its own.
  const nombreFuera = `Almacén fuera de ruta Prueba${sufijo}`;
  const idFuera = await q(
    `insert into almacen (nombre, cliente_id, latitud, longitud, activo) values ($1, $2, 4.8, -74.1, true) returning id`,
    [nombreFuera, clienteId],
  );
  const llegadaFuera = sumarMinutos(inicio, 90);
  await base.query(
    `insert into reporte_llegada (usuario_id, almacen_id, fecha, latitud, longitud, dispositivo_id, recibido_at) values ($1, $2, $3, 4.8, -74.1, $4, now())`,
    [mercaderistaId, idFuera, llegadaFuera, dispositivoId],
  );
  return {
    mercaderistaId,
    nombre,
    fecha,
    almacenes,
    llegada,
    fueraDeRuta: { id: idFuera, nombre: nombreFuera, llegada: llegadaFuera },
  };
}
