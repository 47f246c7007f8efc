import type { EntityManager } from '@mikro-orm/postgresql';
import { calcularNivelStock, type AlcanceClientes, type EntradaReporteStock } from '@talento/rules';
import type { z } from 'zod';
import { sqlAlcance } from '../../../../nucleo/sql/alcance';
import { leerFila, listaSelect } from '../../../../nucleo/sql/columnas';
import { Parametros } from '../../../../nucleo/sql/parametros';
import { COLUMNAS_REPORTE_STOCK } from './reporte-columnas';

/**
 * "Stock client report by level" (spec 02 §7): per client of the user's scope (in the query) with stock profiles, how
 * many of them are at each level 1–4, by the live level of their active pools (the same rule as the list). The
 * columns are declared in reporte-columnas.ts.
 */
export async function reporteStockPorNivel(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: z.output<typeof EntradaReporteStock>,
) {
  const q = new Parametros();
  const filas = await em.getConnection().execute<Record<string, unknown>[]>(
    `select ${listaSelect(COLUMNAS_REPORTE_STOCK)}
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
  for (const r of filas.map((f) => leerFila(COLUMNAS_REPORTE_STOCK, f))) {
    const fila = porCliente.get(r.clienteId) ?? {
      clienteId: r.clienteId,
      cliente: r.cliente,
      alto: 0,
      medio: 0,
      bajo: 0,
      muyBajo: 0,
      total: 0,
    };
    const nivel = calcularNivelStock(r.candidatos, r);
    if (nivel === 1) fila.alto++;
    else if (nivel === 2) fila.medio++;
    else if (nivel === 3) fila.bajo++;
    else fila.muyBajo++;
    fila.total++;
    porCliente.set(r.clienteId, fila);
  }
  return [...porCliente.values()];
}
