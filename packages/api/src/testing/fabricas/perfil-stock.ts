import type { MikroORM } from '@mikro-orm/postgresql';
import { hoyIso, sumarDias } from '@talento/rules';
import type { Caller } from '../index';
import { CLIENTE_POR_DEFECTO } from './pedido';
import { ponerEnPool } from './stock';

export interface OpcionesPerfilStock {
  /** NIT/CC of the client (default Distribuidora La Sabana, a client of every scoped demo staff user). */
  cliente?: string;
  vigencia?: number;
  meta?: number;
  media?: number;
  baja?: number;
  /** Raise stock orders automatically (default true: the daily job's tests rely on it). */
  pedidoAutomatico?: boolean;
  /** Branch of the stock profile (the form has none; written after creating it). */
  sucursalId?: number | null;
}

export interface PerfilStockCreado {
  id: number;
  clienteId: number;
  perfilId: number;
  ciudadId: number;
}

/**
 * A new stock profile through `stockPerfiles.crear` (as `jefe`): the client's first approved profile in the first
 * city where that profile has neither a stock yet (one stock per profile and city) nor a current stock order (so the
 * daily job may raise one), goals 20/10/5 unless asked.
 */
export async function crearPerfilStock(
  orm: MikroORM,
  jefe: Caller,
  opciones: OpcionesPerfilStock = {},
): Promise<PerfilStockCreado> {
  const conexion = orm.em.fork().getConnection();
  const [fila] = await conexion.execute<{ cliente_id: number; perfil_id: number; ciudad_id: number }[]>(
    `select c.id as cliente_id, pf.id as perfil_id, ci.id as ciudad_id
       from cliente c join perfil pf on pf.cliente_id = c.id and pf.estado_perfil = 2 cross join ciudad ci
      where c.numero_documento = ? and not exists (select 1 from perfil_stock ps where ps.perfil_id = pf.id and ps.ciudad_id = ci.id)
        and not exists (select 1 from pedido p where p.es_stock and p.estado_pedido not in (0, 5) and p.perfil_seleccion_id = pf.id and p.ciudad_id = ci.id)
      order by pf.id, ci.id limit 1`,
    [opciones.cliente ?? CLIENTE_POR_DEFECTO],
  );
  if (!fila)
    throw new Error(
      `Fábrica: el cliente ${opciones.cliente ?? CLIENTE_POR_DEFECTO} no tiene un perfil aprobado y una ciudad sin stock`,
    );
  const { id } = await jefe.stockPerfiles.crear({
    clienteId: fila.cliente_id,
    perfilId: fila.perfil_id,
    ciudadId: fila.ciudad_id,
    vigencia: opciones.vigencia ?? 30,
    meta: opciones.meta ?? 20,
    media: opciones.media ?? 10,
    baja: opciones.baja ?? 5,
    pedidoAutomatico: opciones.pedidoAutomatico ?? true,
  });
  if (opciones.sucursalId)
    await conexion.execute('update perfil_stock set sucursal_id = ? where id = ?', [opciones.sucursalId, id]);
  return { id, clienteId: fila.cliente_id, perfilId: fila.perfil_id, ciudadId: fila.ciudad_id };
}

/**
 * Puts a person in a stock profile's pool meeting its standard, with a validity from today ending `diasRestantes`
 * from today (default the profile's vigencia). Joining through an order is `candidatosPedido` (state 6 of a stock
 * order); this is the shortcut for pool-screen tests.
 */
export async function ponerEnStock(
  orm: MikroORM,
  perfilStockId: number,
  candidatoId: number,
  diasRestantes?: number,
): Promise<number> {
  const [ps] = await orm.em
    .fork()
    .getConnection()
    .execute<{ vigencia: number }[]>('select vigencia from perfil_stock where id = ?', [perfilStockId]);
  if (!ps) throw new Error(`Fábrica: no existe el perfil de stock ${perfilStockId}`);
  const hoy = hoyIso();
  return ponerEnPool(orm, {
    perfilStockId,
    candidatoId,
    standard: true,
    inicioVigenciaStock: hoy,
    vigenciaStock: sumarDias(hoy, diasRestantes ?? ps.vigencia),
  });
}
