import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cita } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { conflicto, noEncontrado } from '../../../nucleo/errors';
import { filtroCita } from './alcance';

/** One appointment inside the scope (NOT_FOUND outside it, so ids cannot be probed). */
export async function cargarCita(em: EntityManager, alcance: AlcanceClientes, id: number): Promise<Cita> {
  const cita = await em.findOne(Cita, { $and: [{ id }, filtroCita(alcance)] });
  if (!cita) throw noEncontrado();
  return cita;
}

/**
 * For every write inside a transaction: locks the appointment row (scoped), loads it fresh and checks the version
 * the user's screen had (CONFLICT when someone saved first). `version` undefined skips the check (internal moves).
 */
export async function cargarCitaParaEscribir(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  version: number | undefined,
): Promise<Cita> {
  await tx
    .createQueryBuilder(Cita)
    .select('id')
    .where({ $and: [{ id }, filtroCita(alcance)] })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute('all', false);
  const cita = await tx.findOne(Cita, { $and: [{ id }, filtroCita(alcance)] }, { refresh: true });
  if (!cita) throw noEncontrado();
  if (version !== undefined && cita.version !== version) throw conflicto();
  return cita;
}
