import type { MikroORM } from '@mikro-orm/postgresql';
import { CandidatoCategoria, CandidatoPerfilStock, Candidato, CategoriaStock, Ciudad, Cliente, Perfil, PerfilStock, Sucursal } from '@talento/db';
import { EstadoPedido, EstadoPerfil, STOCK_DEFAULTS, type FechaIso } from '@talento/rules';
import { CLIENTE_POR_DEFECTO } from './pedido';

export interface OpcionesPerfilStock {
  /** NIT/CC of the client (default Distribuidora La Sabana, a stock client). */
  cliente?: string;
  meta?: number;
  media?: number;
  baja?: number;
  /** Raise stock orders automatically (default true). */
  pedidoAutomatico?: boolean;
  sucursalId?: number | null;
}

export interface PerfilStockCreado {
  id: number;
  clienteId: number;
  perfilId: number;
  ciudadId: number;
}

/**
 * A new stock profile, written as the demo seeder writes them (no procedure creates one yet): the client's first
 * approved profile in a city where that profile has neither a stock profile nor a current stock order.
 */
export async function crearPerfilStock(orm: MikroORM, o: OpcionesPerfilStock = {}): Promise<PerfilStockCreado> {
  const em = orm.em.fork();
  const cliente = await em.findOneOrFail(Cliente, { numeroDocumento: o.cliente ?? CLIENTE_POR_DEFECTO });
  const perfil = await em.findOneOrFail(Perfil, { cliente, estadoPerfil: EstadoPerfil.APROBADO }, { orderBy: { id: 'asc' } });
  const [libre] = await em.execute<{ id: number }[]>(
    `select c.id from ciudad c
      where not exists (select 1 from perfil_stock ps where ps.perfil_id = ? and ps.ciudad_id = c.id)
        and not exists (select 1 from pedido p where p.es_stock and p.estado_pedido not in (?, ?) and p.perfil_seleccion_id = ? and p.ciudad_id = c.id)
      order by c.id limit 1`,
    [perfil.id, EstadoPedido.CANCELADO, EstadoPedido.TERMINADO, perfil.id],
  );
  if (!libre) throw new Error(`Fábrica: no queda ciudad libre para el perfil ${perfil.id}`);
  const ps = em.create(PerfilStock, {
    cliente,
    perfil,
    ciudad: em.getReference(Ciudad, libre.id),
    sucursal: o.sucursalId ? em.getReference(Sucursal, o.sucursalId) : null,
    meta: o.meta ?? STOCK_DEFAULTS.meta,
    media: o.media ?? STOCK_DEFAULTS.media,
    baja: o.baja ?? STOCK_DEFAULTS.baja,
    vigencia: 90,
    pedidoAutomatico: o.pedidoAutomatico ?? true,
  });
  await em.flush();
  return { id: ps.id, clienteId: cliente.id, perfilId: perfil.id, ciudadId: libre.id };
}

export interface OpcionesEnPool {
  perfilStockId: number;
  candidatoId: number;
  vigenciaStock: FechaIso | null;
  vigenciaStock2?: FechaIso | null;
  vigenciaExpiracion?: FechaIso | null;
}

/** A person placed in a stock profile's pool (estado 1) with the given validity; their disponibilidad_stock becomes 2. */
export async function ponerEnPool(orm: MikroORM, o: OpcionesEnPool): Promise<number> {
  const em = orm.em.fork();
  const candidato = await em.findOneOrFail(Candidato, o.candidatoId);
  candidato.disponibilidadStock = 2;
  const fila = em.create(CandidatoPerfilStock, {
    perfilStock: em.getReference(PerfilStock, o.perfilStockId),
    candidato,
    estado: 1,
    vigencia: 90,
    vigenciaStock: o.vigenciaStock,
    vigenciaStock2: o.vigenciaStock2 ?? null,
    vigenciaExpiracion: o.vigenciaExpiracion ?? null,
  });
  await em.flush();
  return fila.id;
}

export interface OpcionesEnCategoria {
  candidatoId: number;
  vigenciaCategoria: FechaIso | null;
  vigenciaCategoria2?: FechaIso | null;
}

/** A person placed in the first active stock category (estado 1); their disponibilidad_stock becomes 3. */
export async function ponerEnCategoria(orm: MikroORM, o: OpcionesEnCategoria): Promise<number> {
  const em = orm.em.fork();
  const candidato = await em.findOneOrFail(Candidato, o.candidatoId);
  const categoria = await em.findOneOrFail(CategoriaStock, { estado: 1 }, { orderBy: { id: 'asc' } });
  const ciudad = await em.findOneOrFail(Ciudad, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  candidato.disponibilidadStock = 3;
  const fila = em.create(CandidatoCategoria, {
    candidato,
    ciudad,
    categoria,
    estado: 1,
    vigencia: categoria.vigencia,
    vigenciaCategoria: o.vigenciaCategoria,
    vigenciaCategoria2: o.vigenciaCategoria2 ?? null,
  });
  await em.flush();
  return fila.id;
}
