/**
 * What "Validar" freezes of a branch's week: its figures (from the source tables, as the uncached report computes
 * them) and, for every figure that opens rows, the rows behind it (`reportes.filas` of that week and branch) in
 * indicador_validado_fila. Both come from ONE statement (a data-modifying CTE shares the statement's snapshot): a
 * change committed meanwhile lands in both or in neither, so the frozen rows always add up to the frozen figures.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CLAVES_CIFRA_CON_FILAS, K_POR_DEFECTO, type FechaIso } from '@talento/rules';
import { Parametros } from '../../../nucleo/sql/parametros';
import { COLUMNAS_PEDIDO, sqlAlcanceInforme, type AlcanceInforme } from './alcance';
import { cifrasDe, type CifrasColumna } from './cifras';
import { sqlColumnasDirectas } from './columnas-directas-sql';
import { embudoDeFila, terminosDeFila } from './columnas-sql';
import { COLUMNAS_FILA, sqlFilasCifra } from './filas-sql';

/** The whole branch: the validator sees every client (validar.ts periodoPermitido). */
export const TODA_LA_SUCURSAL: AlcanceInforme = {
  todos: true,
  sucursales: [],
  clientes: null,
  alcance: { todos: true },
};

/**
 * Inserts the rows behind every figure of the branch's period for validation `validacionId` and returns the
 * period's figures (K by default: the report computes the frozen level again with the K it is asked for).
 */
export async function congelarPeriodo(
  tx: EntityManager,
  validacionId: number,
  sucursalId: number,
  periodo: { desde: FechaIso; hasta: FechaIso },
): Promise<CifrasColumna> {
  const filtro = (q: Parametros) => sqlAlcanceInforme(q, TODA_LA_SUCURSAL, { sucursalId }, COLUMNAS_PEDIDO);
  const q = new Parametros();
  // Values travel in text order: the validation id, then each figure's name and its query.
  const id = q.v(validacionId);
  const porCifra = CLAVES_CIFRA_CON_FILAS.map(
    (cifra) =>
      `select ${q.v(cifra)}::varchar as medida, f.* from (${sqlFilasCifra(q, cifra, { ...periodo, filtro })}) f`,
  );
  const insertar = `insert into indicador_validado_fila (indicador_validado_id, medida, ${COLUMNAS_FILA.join(', ')})
    select ${id}, u.medida, ${COLUMNAS_FILA.map((c) => `u.${c}`).join(', ')} from (${porCifra.join('\n    union all ')}) u`;
  const cifras = sqlColumnasDirectas(q, [{ clave: 'periodo', ...periodo }], filtro);
  const [fila] = await tx.execute<(Record<string, number> & { clave: string })[]>(
    `with congeladas as (${insertar}) select * from (${cifras}) c`,
    q.valores,
  );
  return cifrasDe(embudoDeFila(fila!), terminosDeFila(fila!), K_POR_DEFECTO);
}
