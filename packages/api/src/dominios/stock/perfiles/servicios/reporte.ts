import type { EntityManager } from '@mikro-orm/postgresql';
import { calcularNivelStock, type AlcanceClientes, type EntradaReporteStock } from '@talento/rules';
import type { z } from 'zod';
import { sqlAlcance } from '../../../../nucleo/sql/alcance';
import { Parametros } from '../../../../nucleo/sql/parametros';

interface Fila {
  cliente_id: number;
  cliente: string;
  meta: number;
  media: number;
  baja: number;
  candidatos: string;
}

/**
 * "Stock client report by level" (spec 02 §7): per client of the user's scope (in the query) with stock profiles, how
 * many of them are at each level 1–4, by the live level of their active pools (the same rule as the list).
 */
export async function reporteStockPorNivel(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: z.output<typeof EntradaReporteStock>,
) {
  const q = new Parametros();
  const filas = await em.getConnection().execute<Fila[]>(
    `select ps.cliente_id, c.nombre as cliente, ps.meta, ps.media, ps.baja,
        (select count(*) from candidato_perfil_stock x where x.perfil_stock_id = ps.id and x.estado = 1) as candidatos
       from perfil_stock ps join cliente c on c.id = ps.cliente_id
      where true${sqlAlcance(q, alcance, 'ps.cliente_id')}${f.clienteId ? ` and ps.cliente_id = ${q.v(f.clienteId)}` : ''}
      order by c.nombre, ps.cliente_id`,
    q.valores,
  );
  const porCliente = new Map<
    number,
    {
      clienteId: number;
      cliente: string;
      alto: number;
      medio: number;
      bajo: number;
      muyBajo: number;
      total: number;
    }
  >();
  for (const r of filas) {
    const fila = porCliente.get(r.cliente_id) ?? {
      clienteId: r.cliente_id,
      cliente: r.cliente,
      alto: 0,
      medio: 0,
      bajo: 0,
      muyBajo: 0,
      total: 0,
    };
    const nivel = calcularNivelStock(Number(r.candidatos), r);
    if (nivel === 1) fila.alto++;
    else if (nivel === 2) fila.medio++;
    else if (nivel === 3) fila.bajo++;
    else fila.muyBajo++;
    fila.total++;
    porCliente.set(r.cliente_id, fila);
  }
  return [...porCliente.values()];
}
