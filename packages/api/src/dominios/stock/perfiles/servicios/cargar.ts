import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPerfilStock, PerfilStock } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import { conflicto, noEncontrado } from '../../../../nucleo/errors';

/**
 * For a write: locks the stock profile row (SELECT … FOR UPDATE, scoped to the user's clients inside the query),
 * then loads it and checks the version the screen had. Outside the scope or gone: NOT_FOUND. Lock order of every
 * stock write: the stock profile, then its pool rows, then the people.
 */
export async function bloquearPerfilStock(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  version?: number,
): Promise<PerfilStock> {
  await tx
    .createQueryBuilder(PerfilStock)
    .select('id')
    .where({ $and: [{ id }, filtroCliente(alcance)] })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute('all', false);
  const perfil = await tx.findOne(PerfilStock, { $and: [{ id }, filtroCliente(alcance)] }, { refresh: true });
  if (!perfil) throw noEncontrado();
  if (version !== undefined && perfil.version !== version) throw conflicto();
  return perfil;
}

/** A pool row of a stock profile in scope, with its stock profile locked first and then the row itself. */
export async function bloquearCandidatoStock(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
): Promise<CandidatoPerfilStock> {
  const previa = await tx.findOne(
    CandidatoPerfilStock,
    { $and: [{ id }, filtroCliente(alcance, 'perfilStock.cliente')] },
    { fields: ['perfilStock'] },
  );
  if (!previa) throw noEncontrado();
  await bloquearPerfilStock(tx, alcance, previa.perfilStock.id);
  const fila = await tx.findOne(CandidatoPerfilStock, id, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (!fila) throw noEncontrado();
  return fila;
}
