import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Perfil } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { conflicto, noEncontrado } from '../../../nucleo/errors';

/** Every relation the profile DTO needs. */
export const POPULATE_PERFIL = [
  'cliente',
  'cargo',
  'tipoCargo',
  'perfilPadre',
  'fac',
  'categoriaStock',
  'caracteristicas',
  'competencias',
  'valores',
  'responsabilidades',
  'indicadores',
  'relacionesAreas',
  'lugarResidencia',
  'lugarNacimiento',
  'actorAprobacion',
  'actorCancelacion',
  'createdBy',
] as const;

/** A profile inside the caller's client scope (the scope is part of the query); NOT_FOUND otherwise. */
export async function cargarPerfil<P extends string = never>(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  populate: readonly P[] = [],
): Promise<Perfil> {
  const perfil = await em.findOne(
    Perfil,
    { $and: [{ id }, filtroCliente(alcance)] },
    { populate: populate as never },
  );
  if (!perfil) throw noEncontrado();
  return perfil;
}

/**
 * For every write inside a transaction: locks the profile row (SELECT … FOR UPDATE, scoped), loads it
 * and checks the version the user's screen had (stale → CONFLICT, nothing written).
 */
export async function cargarPerfilParaEscribir<P extends string = never>(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  version: number,
  populate: readonly P[] = [],
): Promise<Perfil> {
  await tx
    .createQueryBuilder(Perfil)
    .select('id')
    .where({ $and: [{ id }, filtroCliente(alcance)] })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute('all', false);
  const perfil = await cargarPerfil(tx, alcance, id, populate);
  if (perfil.version !== version) throw conflicto();
  return perfil;
}
