import type { EntityManager } from '@mikro-orm/postgresql';
import {
  diasEntreFechas,
  hoyIso,
  rangoVigencia,
  type AlcanceClientes,
  type EntradaCandidatosPerfilStock,
  nombreCompleto,
} from '@talento/rules';
import type { z } from 'zod';
import type { CandidatoStock } from '../dto';
import { noEncontrado } from '../../../../nucleo/errors';
import { sqlAlcance } from '../../../../nucleo/sql/alcance';
import { leerFila, listaSelect } from '../../../../nucleo/sql/columnas';
import { Parametros } from '../../../../nucleo/sql/parametros';
import { sqlEnRangoVigencia } from '../../servicios/rango-vigencia-sql';
import { AUXILIARES_CANDIDATOS_STOCK, COLUMNAS_CANDIDATOS_STOCK } from './candidatos-columnas';

/**
 * The pool of one stock profile in scope (NOT_FOUND outside it): its candidates, optionally by estado (1 active,
 * 2 removed) and by validity range (days left until vigencia_stock, the rules' RANGOS_VIGENCIA_STOCK), with the days
 * left and the rating snapshot taken on entry.
 */
export async function candidatosPerfilStock(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: z.output<typeof EntradaCandidatosPerfilStock>,
  ahora: Date,
) {
  const q = new Parametros();
  const [stock] = await em
    .getConnection()
    .execute<{ id: number }[]>(
      `select ps.id from perfil_stock ps where ps.id = ${q.v(f.perfilStockId)}${sqlAlcance(q, alcance, 'ps.cliente_id')}`,
      q.valores,
    );
  if (!stock) throw noEncontrado();
  const hoy = hoyIso(ahora);
  const rango = f.rango === undefined ? undefined : rangoVigencia(f.rango);
  const p = new Parametros();
  const filas = await em.getConnection().execute<Record<string, unknown>[]>(
    `select ${listaSelect({ ...COLUMNAS_CANDIDATOS_STOCK, ...AUXILIARES_CANDIDATOS_STOCK })}
       from candidato_perfil_stock x join candidato c on c.id = x.candidato_id
      where x.perfil_stock_id = ${p.v(stock.id)}${f.estado ? ` and x.estado = ${p.v(f.estado)}` : ''}${
        rango ? ` and ${sqlEnRangoVigencia('x.vigencia_stock', rango, hoy, p)}` : ''
      }
      order by x.estado, x.vigencia_stock nulls last, x.id`,
    p.valores,
  );
  return filas.map((fila): CandidatoStock => {
    const directos = leerFila(COLUMNAS_CANDIDATOS_STOCK, fila);
    const fin = directos.vigenciaStock;
    return {
      ...directos,
      nombre: nombreCompleto(leerFila(AUXILIARES_CANDIDATOS_STOCK, fila)),
      diasRestantes: fin ? diasEntreFechas(hoy, fin) : null,
    };
  });
}
