import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConfiguracionPedidos, GrupoPreguntasFiltro } from '@talento/db';
import { MENSAJES_FAC, TipoFac, type AlcanceClientes } from '@talento/rules';
import { filtroCliente, veTodosLosClientes } from '../../../nucleo/sql/alcance';
import { AppError, conflicto, noEncontrado } from '../../../nucleo/errors';

/**
 * Which groups a user may see: base groups (tipo 1) belong to no client; a group of an order/profile
 * (tipo 2) is visible when its profile's or order's client is in the user's scope.
 */
export function filtroAlcanceGrupo(alcance: AlcanceClientes): Record<string, unknown> {
  if (veTodosLosClientes(alcance)) return {};
  return {
    $or: [
      { tipo: TipoFac.BASE },
      filtroCliente(alcance, 'perfil.cliente'),
      filtroCliente(alcance, 'pedido.cliente'),
    ],
  };
}

/** Loads a group in scope with its tags, questions and options (ordered); NOT_FOUND otherwise. */
export async function cargarGrupo(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
): Promise<GrupoPreguntasFiltro> {
  const grupo = await em.findOne(
    GrupoPreguntasFiltro,
    { $and: [{ id }, filtroAlcanceGrupo(alcance)] },
    {
      populate: ['tags', 'preguntas.opciones', 'perfil', 'pedido', 'createdBy'],
      orderBy: { preguntas: { orden: 'asc', id: 'asc', opciones: { orden: 'asc', id: 'asc' } } },
    },
  );
  if (!grupo) throw noEncontrado();
  return grupo;
}

/** For writes: locks the group row (scoped), loads it and checks the version the screen had. */
export async function cargarGrupoParaEscribir(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  version: number,
): Promise<GrupoPreguntasFiltro> {
  await tx
    .createQueryBuilder(GrupoPreguntasFiltro, 'g')
    .select('g.id')
    .leftJoin('g.perfil', 'pf')
    .leftJoin('g.pedido', 'pd')
    .where({ $and: [{ id }, filtroAlcanceGrupo(alcance)] })
    .setLockMode(LockMode.PESSIMISTIC_WRITE, ['g'])
    .execute('all', false);
  const grupo = await cargarGrupo(tx, alcance, id);
  if (grupo.version !== version) throw conflicto();
  return grupo;
}

/** max_preg_fac of the orders config; "Configuración no definida" when the row is missing. */
export async function maxPreguntasFac(em: EntityManager): Promise<number> {
  const [config] = await em.find(ConfiguracionPedidos, {}, { orderBy: { id: 'asc' }, limit: 1 });
  if (!config) throw new AppError('PRECONDITION_FAILED', MENSAJES_FAC.configuracion);
  return config.maxPregFac;
}
