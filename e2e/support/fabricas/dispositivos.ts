import type pg from 'pg';
import { unico } from './unico';

export interface MercaderistaCreado {
  id: number;
  username: string;
  /** "Nombres Apellidos", as the merchandisers list shows it. */
  nombre: string;
  /** A store of the merchandiser's client (for arrivals and incidents). */
  almacenId: number;
  /** An active incident subtype. */
  subTipoNovedadId: number;
}

/**
 * A new merchandiser (group Mercaderistas) working for client `nit` (La Sabana by default), with a new store of
 * that client and an active incident subtype (created if the catalogue has none), written as the seeder writes them:
 * no procedure creates merchandisers or stores yet.
 */
export async function crearMercaderistaParaEnrolar(
  base: pg.Pool,
  nit = '900123456',
): Promise<MercaderistaCreado> {
  const sufijo = unico();
  const username = `merc.${sufijo}`;
  const nombres = 'Mercaderista';
  const apellidos = `Prueba ${sufijo}`;
  const {
    rows: [usuario],
  } = await base.query<{ id: number }>(
    `insert into usuario (username, password_hash, first_name, last_name, email, activo, created_at) values ($1, '!', $2, $3, '', true, now()) returning id`,
    [username, nombres, apellidos],
  );
  await base.query(
    `insert into usuario_grupo (usuario_id, grupo_id) select $1, id from grupo where nombre = 'Mercaderistas'`,
    [usuario!.id],
  );
  const {
    rows: [cliente],
  } = await base.query<{ id: number }>('select id from cliente where numero_documento = $1', [nit]);
  if (!cliente) throw new Error(`Sin el cliente ${nit}`);
  await base.query('insert into usuario_cliente (usuario_id, cliente_id) values ($1, $2)', [
    usuario!.id,
    cliente.id,
  ]);
  const {
    rows: [almacen],
  } = await base.query<{ id: number }>(
    `insert into almacen (nombre, direccion, cliente_id, latitud, longitud, activo) values ($1, 'Calle 80 # 20-10', $2, 4.6950, -74.0850, true) returning id`,
    [`Almacén ${sufijo}`, cliente.id],
  );
  let {
    rows: [subTipo],
  } = await base.query<{ id: number }>(
    'select s.id from sub_tipo_novedad s join tipo_novedad t on t.id = s.tipo_novedad_id where s.activo and t.activo order by s.id limit 1',
  );
  if (!subTipo) {
    const {
      rows: [tipo],
    } = await base.query<{ id: number }>(`insert into tipo_novedad (nombre) values ($1) returning id`, [
      `Exhibición ${sufijo}`,
    ]);
    ({
      rows: [subTipo],
    } = await base.query<{ id: number }>(
      `insert into sub_tipo_novedad (tipo_novedad_id, nombre) values ($1, 'Góndola vacía') returning id`,
      [tipo!.id],
    ));
  }
  return {
    id: usuario!.id,
    username,
    nombre: `${nombres} ${apellidos}`,
    almacenId: almacen!.id,
    subTipoNovedadId: subTipo!.id,
  };
}
