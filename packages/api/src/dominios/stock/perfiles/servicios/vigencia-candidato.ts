import type { EntityManager } from '@mikro-orm/postgresql';
import {
  EstadoCandidatoStock,
  MENSAJES_STOCK_PERFILES as M,
  type AlcanceClientes,
  type EntradaVigenciaCandidatoStock,
} from '@talento/rules';
import type { z } from 'zod';
import { AppError } from '../../../../nucleo/errors';
import { recalcularNivelPerfilStock } from '../../servicios/nivel';
import { bloquearCandidatoStock } from './cargar';
import type { CandidatoPerfilStock } from '@talento/db';

/** One write on the validity of an active pool row (a removed one is refused), with the level restamped. */
async function conFilaActiva(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  ahora: Date,
  cambio: (fila: CandidatoPerfilStock) => void,
) {
  return em.transactional(async (tx) => {
    const fila = await bloquearCandidatoStock(tx, alcance, id);
    if (fila.estado !== EstadoCandidatoStock.ACTIVO) throw new AppError('BAD_REQUEST', M.candidatoYaRemovido);
    cambio(fila);
    await tx.flush();
    // The pool size does not change, but every pool write restamps the level (one rule for "recalculado el…").
    await recalcularNivelPerfilStock(tx, ahora, [fila.perfilStock.id]);
  });
}

/** "Editar vigencia" (spec 02 §4): sets the start and end of the candidate's stock validity. */
export async function editarVigenciaCandidatoStock(
  em: EntityManager,
  alcance: AlcanceClientes,
  e: z.output<typeof EntradaVigenciaCandidatoStock>,
  ahora: Date,
) {
  await conFilaActiva(em, alcance, e.id, ahora, (fila) => {
    fila.inicioVigenciaStock = e.inicioVigenciaStock;
    fila.vigenciaStock = e.vigenciaStock;
  });
  return { mensaje: M.vigenciaActualizada };
}

/** "Reiniciar vigencia" (spec 02 §4 "a reset of validity clears inicio_vigencia_stock"). */
export async function reiniciarVigenciaCandidatoStock(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  ahora: Date,
) {
  await conFilaActiva(em, alcance, id, ahora, (fila) => {
    fila.inicioVigenciaStock = null;
  });
  return { mensaje: M.vigenciaReiniciada };
}
