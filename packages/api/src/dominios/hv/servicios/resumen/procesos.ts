/**
 * The person's current orders (in the user's client scope: an order of another client is not even hinted at),
 * stock pools (same scope) and stock categories (agency-wide), as one statement returning JSON text.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProcesosHvSchema, type AlcanceClientes, type ProcesosHv } from '@talento/rules';
import { sqlAlcance } from '../../../../nucleo/sql/alcance';
import { Parametros } from '../../../../nucleo/sql/parametros';

export function consultaProcesos(
  candidatoId: number,
  alcance: AlcanceClientes,
): { sql: string; params: unknown[] } {
  const q = new Parametros();
  const pedidos = `select coalesce(json_agg(json_build_object('idPedido', p.id, 'cargo', p.nombre_cargo, 'cliente', c.nombre, 'ciudad', ci.nombre,
      'estadoPedido', p.estado_pedido, 'estadoCandidato', cp.estado_candidato_pedido, 'pool', cp.pool, 'esStock', p.es_stock) order by p.id desc), '[]')
    from candidato_pedido cp join pedido p on p.id = cp.pedido_id join cliente c on c.id = p.cliente_id left join ciudad ci on ci.id = p.ciudad_id
    where cp.candidato_id = ${q.v(candidatoId)} and cp.activo and p.estado_pedido in (1, 111, 112, 2, 3, 4)${sqlAlcance(q, alcance)}`;
  const stock = `select coalesce(json_agg(json_build_object('id', cs.id, 'perfil', pf.nombre_cargo_perfil, 'cliente', c.nombre, 'ciudad', ci.nombre,
      'vigenteHasta', coalesce(cs.vigencia_stock2, cs.vigencia_stock)) order by cs.id desc), '[]')
    from candidato_perfil_stock cs join perfil_stock ps on ps.id = cs.perfil_stock_id join perfil pf on pf.id = ps.perfil_id
      join cliente c on c.id = ps.cliente_id join ciudad ci on ci.id = ps.ciudad_id
    where cs.candidato_id = ${q.v(candidatoId)} and cs.estado = 1${sqlAlcance(q, alcance, 'ps.cliente_id')}`;
  const categorias = `select coalesce(json_agg(json_build_object('id', cc.id, 'categoria', cat.nombre, 'ciudad', ci.nombre,
      'vigenteHasta', coalesce(cc.vigencia_categoria2, cc.vigencia_categoria)) order by cc.id desc), '[]')
    from candidato_categoria cc join categoria_stock cat on cat.id = cc.categoria_id join ciudad ci on ci.id = cc.ciudad_id
    where cc.candidato_id = ${q.v(candidatoId)} and cc.estado = 1`;
  const sql = `select json_build_object('pedidos', (${pedidos}), 'stock', (${stock}), 'categorias', (${categorias}))::text as procesos`;
  return { sql, params: q.valores };
}

export async function procesosDeHv(
  em: EntityManager,
  candidatoId: number,
  alcance: AlcanceClientes,
): Promise<ProcesosHv> {
  const { sql, params } = consultaProcesos(candidatoId, alcance);
  const [fila] = await em.getConnection().execute<{ procesos: string }[]>(sql, params);
  return ProcesosHvSchema.parse(JSON.parse(fila?.procesos ?? 'null'));
}
