import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPerfilStock, PerfilStock } from '@talento/db';
import { MENSAJES_STOCK_PERFILES as M, type AlcanceClientes } from '@talento/rules';
import { bloquearPerfilStock } from './cargar';
import { liberarDisponibilidadStock } from './disponibilidad';

/**
 * "Eliminar stock" (add_perfilstock): deletes a stock profile in scope and its pool (the rows cascade); the people
 * it still held go back to free stock availability unless another pool or a category holds them. One transaction.
 */
export async function eliminarPerfilStock(em: EntityManager, alcance: AlcanceClientes, id: number) {
  return em.transactional(async (tx) => {
    const stock = await bloquearPerfilStock(tx, alcance, id);
    const activos = await tx.find(
      CandidatoPerfilStock,
      { perfilStock: stock.id, estado: 1 },
      { fields: ['candidato'] },
    );
    await tx.nativeDelete(CandidatoPerfilStock, { perfilStock: stock.id });
    await tx.nativeDelete(PerfilStock, { id: stock.id });
    await liberarDisponibilidadStock(
      tx,
      activos.map((a) => a.candidato.id),
    );
    return { mensaje: M.removido };
  });
}
