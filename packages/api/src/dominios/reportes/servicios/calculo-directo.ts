/**
 * The report's figures straight from the source tables (no cache): what validation freezes, what the bench
 * measures as the uncached path, and what the tests compare the indicators table against. One statement for all
 * the columns asked (columnas-directas-sql.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { mesesHasta, semanasHasta, type FechaIso } from '@talento/rules';
import { Parametros } from '../../../nucleo/sql/parametros';
import {
  alcanceInforme,
  COLUMNAS_PEDIDO,
  sqlAlcanceInforme,
  type AlcanceInforme,
  type FiltrosInforme,
} from './alcance';
import { cifrasDe, type CifrasColumna } from './cifras';
import { sqlColumnasDirectas, type ColumnaDirecta } from './columnas-directas-sql';
import { embudoDeFila, terminosDeFila } from './columnas-sql';

export { alcanceInforme };

/** The figures of each column (funnel over its days, service level as of its last day), within the scope and filters. */
export async function calcularColumnas(
  em: EntityManager,
  a: AlcanceInforme,
  f: FiltrosInforme,
  columnas: readonly ColumnaDirecta[],
  k: number,
): Promise<Map<string, CifrasColumna>> {
  const q = new Parametros();
  const sql = sqlColumnasDirectas(q, columnas, (qq) => sqlAlcanceInforme(qq, a, f, COLUMNAS_PEDIDO));
  const filas = await em.execute<(Record<string, number> & { clave: string })[]>(sql, q.valores);
  return new Map(filas.map((fila) => [fila.clave, cifrasDe(embudoDeFila(fila), terminosDeFila(fila), k)]));
}

/** Funnel over [desde, hasta] and service level as of `hasta` for that period, within the scope and filters. */
export async function calcularPeriodo(
  em: EntityManager,
  a: AlcanceInforme,
  f: FiltrosInforme,
  desde: FechaIso,
  hasta: FechaIso,
  k: number,
): Promise<CifrasColumna> {
  const cifras = await calcularColumnas(em, a, f, [{ clave: 'periodo', desde, hasta }], k);
  return cifras.get('periodo')!;
}

/** Every column of the report for `fecha` straight from the source tables (the uncached path the bench measures). */
export function informeDirecto(
  em: EntityManager,
  a: AlcanceInforme,
  f: FiltrosInforme,
  fecha: FechaIso,
  k: number,
): Promise<Map<string, CifrasColumna>> {
  return calcularColumnas(em, a, f, [...mesesHasta(fecha), ...semanasHasta(fecha)], k);
}
