import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, HojaDeVida } from '@talento/db';
import { conflicto, noEncontrado } from '../../../../nucleo/errors';

/** The CV of a candidate (NOT_FOUND when the candidate or their CV does not exist). */
export async function cargarHojaDeVida(em: EntityManager, candidatoId: number): Promise<HojaDeVida> {
  const hv = await em.findOne(HojaDeVida, { candidato: candidatoId }, { populate: ['candidato'] });
  if (!hv) throw noEncontrado();
  return hv;
}

/**
 * Locks the candidate row (SELECT … FOR UPDATE) and reloads it: every write of this slice that reads and
 * changes availability, product state or personal data runs one writer at a time per candidate.
 * With `version`, the version the user's screen had must still be current (CONFLICT otherwise).
 */
export async function bloquearCandidatoHv(
  tx: EntityManager,
  candidatoId: number,
  version?: number,
): Promise<Candidato> {
  const candidato = await tx.findOne(Candidato, candidatoId, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (!candidato) throw noEncontrado();
  if (version !== undefined && candidato.version !== version) throw conflicto();
  return candidato;
}
