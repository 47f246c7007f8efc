import type { EntityManager } from '@mikro-orm/postgresql';
import { EstadoCandidatoStock, MENSAJES_STOCK_PERFILES as M, type AlcanceClientes } from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import { recalcularNivelPerfilStock } from '../../servicios/nivel';
import { bloquearCandidatoStock } from './cargar';
import { liberarDisponibilidadStock } from './disponibilidad';

/**
 * Removes a candidate from a pool (estado 2) of a stock profile in scope: the person's stock availability goes back to
 * free unless another pool or a category holds them, and the profile's level is recomputed, all in one transaction
 * (stock profile, pool row, person locked in that order). A row already removed is refused and nothing changes.
 */
export async function quitarCandidatoStock(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const fila = await bloquearCandidatoStock(tx, alcance, id);
    if (fila.estado !== EstadoCandidatoStock.ACTIVO) throw new AppError('BAD_REQUEST', M.candidatoYaRemovido);
    fila.estado = EstadoCandidatoStock.REMOVIDO;
    await tx.flush();
    await liberarDisponibilidadStock(tx, [fila.candidato.id]);
    await recalcularNivelPerfilStock(tx, ahora, [fila.perfilStock.id]);
    return { mensaje: M.candidatoRemovido };
  });
}
