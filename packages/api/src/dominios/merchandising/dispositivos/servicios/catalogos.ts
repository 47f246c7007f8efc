import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogosDispositivo } from '@talento/rules';
import type { DispositivoAutenticado } from './rechazo';

const numero = (v: string | number | null) => (v === null ? null : Number(v));

/** What the phone needs to fill its forms: the active stores of the merchandiser's clients, the active incident subtypes. */
export async function catalogosDelDispositivo(
  em: EntityManager,
  dispositivo: DispositivoAutenticado,
): Promise<CatalogosDispositivo> {
  const conexion = em.getConnection();
  const almacenes = await conexion.execute<
    {
      id: number;
      nombre: string;
      direccion: string | null;
      cliente: string;
      latitud: string | null;
      longitud: string | null;
    }[]
  >(
    `select a.id, a.nombre, a.direccion, c.nombre as cliente, a.latitud, a.longitud from almacen a join cliente c on c.id = a.cliente_id
      where a.activo and exists (select 1 from usuario_cliente uc where uc.usuario_id = ? and uc.cliente_id = a.cliente_id)
      order by c.nombre, a.nombre, a.id`,
    [dispositivo.usuarioId],
  );
  const subTipos = await conexion.execute<{ id: number; nombre: string; tipo: string }[]>(
    `select s.id, s.nombre, t.nombre as tipo from sub_tipo_novedad s join tipo_novedad t on t.id = s.tipo_novedad_id
      where s.activo and t.activo order by t.nombre, s.nombre`,
  );
  return {
    almacenes: almacenes.map((a) => ({
      id: a.id,
      nombre: a.nombre,
      direccion: a.direccion,
      cliente: a.cliente,
      lat: numero(a.latitud),
      lng: numero(a.longitud),
    })),
    subTiposNovedad: subTipos,
  };
}

/** The push registration token the phone reports (FCM rotates it). */
export async function guardarTokenPush(
  em: EntityManager,
  dispositivo: DispositivoAutenticado,
  tokenPush: string,
): Promise<void> {
  await em
    .getConnection()
    .execute('update dispositivo set token = ? where id = ?', [tokenPush, dispositivo.id], 'run');
}
