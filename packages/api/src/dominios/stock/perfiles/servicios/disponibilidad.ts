import type { EntityManager } from '@mikro-orm/postgresql';
import { DisponibilidadStock } from '@talento/rules';

/**
 * After people leave a pool (removed, or their stock profile deleted): whoever was "in client stock" (2) goes back to
 * free (0), unless another active pool still holds them (stays 2) or an active stock category does (3). Other values
 * (a current or stock order, 1 or 4) belong to orders and are left alone. Runs after the pool rows changed, in the
 * caller's transaction; the UPDATE takes each person's row lock (last in the lock order).
 */
export async function liberarDisponibilidadStock(
  tx: EntityManager,
  candidatoIds: readonly number[],
): Promise<void> {
  if (candidatoIds.length === 0) return;
  await tx.execute(
    `update candidato c set version = c.version + 1, disponibilidad_stock = case
        when exists (select 1 from candidato_perfil_stock o where o.candidato_id = c.id and o.estado = 1) then ${DisponibilidadStock.EN_STOCK_CLIENTE}
        when exists (select 1 from candidato_categoria k where k.candidato_id = c.id and k.estado = 1) then ${DisponibilidadStock.EN_STOCK_CATEGORIA}
        else ${DisponibilidadStock.LIBRE} end
      where c.id = any(?::int[]) and c.disponibilidad_stock = ${DisponibilidadStock.EN_STOCK_CLIENTE}`,
    [`{${candidatoIds.map((n) => Math.trunc(n)).join(',')}}`],
  );
}
