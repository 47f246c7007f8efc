/**
 * The report's figures straight from the source tables (no cache): what validation freezes, what the bench
 * measures as the uncached path, and what the tests compare the indicators table against.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FechaIso } from '@talento/rules';
import { Parametros } from '../pedidos/dashboard-sql';
import { alcanceInforme, COLUMNAS_PEDIDO, sqlAlcanceInforme, type AlcanceInforme, type FiltrosInforme } from './alcance';
import { cifrasDe, type CifrasColumna } from './cifras';
import { COLUMNAS_EMBUDO, COLUMNAS_TERMINO, embudoDeFila, terminosDeFila } from './columnas-sql';
import { sqlContribuciones } from './contribuciones-sql';

export { alcanceInforme };

/** Funnel over [desde, hasta] and service level as of `hasta` for that period, within the scope and filters. */
export async function calcularPeriodo(
  em: EntityManager,
  a: AlcanceInforme,
  f: FiltrosInforme,
  desde: FechaIso,
  hasta: FechaIso,
  k: number,
): Promise<CifrasColumna> {
  const q = new Parametros();
  const consulta = sqlContribuciones(q, { desde, hasta, periodos: [{ prefijo: 'p_', desde }], filtro: (qq) => sqlAlcanceInforme(qq, a, f, COLUMNAS_PEDIDO) });
  const columnas = [...Object.values(COLUMNAS_EMBUDO), ...Object.values(COLUMNAS_TERMINO).map((t) => `p_${t}`)];
  const [fila] = await em.execute<Record<string, number>[]>(
    `select ${columnas.map((c) => `coalesce(sum(x.${c}), 0)::int as ${c}`).join(', ')} from (${consulta}) x`,
    q.valores,
  );
  return cifrasDe(embudoDeFila(fila ?? {}), terminosDeFila(fila ?? {}, 'p_'), k);
}
