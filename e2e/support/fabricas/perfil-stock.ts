import type pg from 'pg';

export interface ParStockLibre {
  clienteId: number;
  cliente: string;
  perfilId: number;
  perfil: string;
  ciudadId: number;
  ciudad: string;
  departamento: string;
}

/**
 * An approved profile of a client (default La Sabana, a client of every scoped demo user) and a city where that
 * profile has no stock yet, whose name is unique among cities (so typing it picks one option): what a test creates a
 * stock profile for through the screen.
 */
export async function parStockLibre(base: pg.Pool, nit = '900123456'): Promise<ParStockLibre> {
  const { rows } = await base.query<ParStockLibre>(
    `select c.id as "clienteId", c.nombre as cliente, pf.id as "perfilId", pf.nombre_cargo_perfil as perfil, ci.id as "ciudadId", ci.nombre as ciudad, ci.departamento
       from cliente c join perfil pf on pf.cliente_id = c.id and pf.estado_perfil = 2 cross join ciudad ci
      where c.numero_documento = $1 and length(ci.nombre) >= 4
        and not exists (select 1 from perfil_stock ps where ps.perfil_id = pf.id and ps.ciudad_id = ci.id)
        and (select count(*) from ciudad o where o.nombre = ci.nombre) = 1
      order by pf.id, ci.id limit 1`,
    [nit],
  );
  if (!rows[0])
    throw new Error(`Fábrica: el cliente ${nit} no tiene un perfil aprobado y una ciudad sin stock`);
  return rows[0];
}

/** Puts a person in a stock profile's pool (estado 1, validity ending `dias` from today), as the seeder writes it. */
export async function ponerEnStock(
  base: pg.Pool,
  perfilStockId: number,
  candidatoId: number,
  dias = 5,
): Promise<void> {
  await base.query(
    `insert into candidato_perfil_stock (perfil_stock_id, candidato_id, estado, vigencia, inicio_vigencia_stock, vigencia_stock, standard, created_at)
     select id, $2, 1, vigencia, current_date, current_date + $3::int, true, now() from perfil_stock where id = $1`,
    [perfilStockId, candidatoId, dias],
  );
  await base.query('update candidato set disponibilidad_stock = 2, version = version + 1 where id = $1', [
    candidatoId,
  ]);
}
