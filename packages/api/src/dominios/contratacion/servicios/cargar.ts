import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConfiguracionContratacionCliente, OrdenContratacion } from '@talento/db';
import {
  estadoOrden,
  REGLAS_ORDEN_POR_DEFECTO,
  type AlcanceClientes,
  type EstadoOrdenContratacion,
  type NivelOrganizacional,
  type ReglasOrden,
} from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { conflicto, noEncontrado } from '../../../nucleo/errors';
import { radicacionPendiente } from './llamadas-erp';

/** A hiring order inside the caller's client scope (the scope is part of the query); NOT_FOUND otherwise. */
export async function cargarOrden(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
): Promise<OrdenContratacion> {
  const orden = await em.findOne(
    OrdenContratacion,
    { $and: [{ id }, filtroCliente(alcance)] },
    { populate: ['pedido', 'candidatos.candidato'] },
  );
  if (!orden) throw noEncontrado();
  return orden;
}

/**
 * For every write, inside a transaction: locks the order row (FOR UPDATE, scoped), loads it and checks the
 * version the user's screen had, so two editors (or an editor and the ERP worker) never both win.
 */
export async function cargarOrdenParaEscribir(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  version: number,
): Promise<OrdenContratacion> {
  await tx
    .createQueryBuilder(OrdenContratacion)
    .select('id')
    .where({ $and: [{ id }, filtroCliente(alcance)] })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute('all', false);
  const orden = await cargarOrden(tx, alcance, id);
  if (orden.version !== version) throw conflicto();
  return orden;
}

export async function estadoDe(
  em: EntityManager,
  orden: Pick<OrdenContratacion, 'id' | 'radicado'>,
): Promise<EstadoOrdenContratacion> {
  return estadoOrden({
    id: orden.id,
    radicado: orden.radicado,
    radicacionPendiente: await radicacionPendiente(em, orden.id),
  });
}

/** The client's rules of the form (levels flagged required, mercantile offer); defaults when not configured. */
export async function reglasDeCliente(em: EntityManager, clienteId: number): Promise<ReglasOrden> {
  const c = await em.findOne(ConfiguracionContratacionCliente, { cliente: clienteId });
  if (!c) return REGLAS_ORDEN_POR_DEFECTO;
  const niveles = c.nivelesRequeridos.filter(
    (n): n is NivelOrganizacional => Number.isInteger(n) && n >= 1 && n <= 5,
  );
  return { nivelesRequeridos: niveles, ofertaMercantil: c.ofertaMercantil };
}
