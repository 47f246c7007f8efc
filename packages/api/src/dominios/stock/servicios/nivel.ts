import type { EntityManager } from '@mikro-orm/postgresql';
import { calcularNivelStock, type NivelStock } from '@talento/rules';

export interface NivelRecalculado {
  perfilStockId: number;
  candidatos: number;
  nivel: NivelStock;
  /** Level before this recompute (null the first time). */
  nivelAnterior: number | null;
}

/**
 * Recomputes and stores the level of stock profiles from their active pools (estado 1) and stamps when.
 * One statement for any number of profiles, so the daily job and the pool changes share the same rule:
 * pass the ids touched by a join/leave, or omit them to recompute every profile. Runs in the caller's
 * transaction (through `tx.execute`: `getConnection().execute` would run outside it, on its own connection); the
 * level formula is calcularNivelStock (rules), applied here to the counted rows.
 */
export async function recalcularNivelPerfilStock(
  tx: EntityManager,
  ahora: Date,
  ids?: readonly number[],
): Promise<NivelRecalculado[]> {
  if (ids && ids.length === 0) return [];
  const filas = await tx.execute<
    { id: number; meta: number; media: number; baja: number; nivel: number | null; candidatos: string }[]
  >(
    `select ps.id, ps.meta, ps.media, ps.baja, ps.nivel,
            (select count(*) from candidato_perfil_stock c where c.perfil_stock_id = ps.id and c.estado = 1) as candidatos
       from perfil_stock ps
      ${ids ? 'where ps.id = any(?::int[])' : ''}
      order by ps.id
        for update of ps`,
    ids ? [literalArreglo(ids)] : [],
  );
  const resultado = filas.map((f) => {
    const candidatos = Number(f.candidatos);
    return {
      perfilStockId: f.id,
      candidatos,
      nivel: calcularNivelStock(candidatos, f),
      nivelAnterior: f.nivel,
    };
  });
  if (resultado.length > 0) {
    await tx.execute(
      `update perfil_stock ps set nivel = v.nivel, nivel_calculado_en = ?
         from unnest(?::int[], ?::smallint[]) as v(id, nivel)
        where ps.id = v.id`,
      [
        ahora,
        literalArreglo(resultado.map((r) => r.perfilStockId)),
        literalArreglo(resultado.map((r) => r.nivel)),
      ],
    );
  }
  return resultado;
}

/** PostgreSQL array literal of integers ('{1,2,3}'): the driver binds it as one text parameter. */
function literalArreglo(valores: readonly number[]): string {
  return `{${valores.map((v) => Math.trunc(v)).join(',')}}`;
}
