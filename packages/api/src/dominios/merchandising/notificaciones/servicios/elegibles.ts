/**
 * Devices a notification may go to (spec 03 §5): active, not revoked devices of active merchandisers (group
 * Mercaderistas) with a route TODAY (Bogotá's day) that visits at least one store of the region. The client must be
 * in the user's scope and the region must be the client's. The send re-checks the same query (never trusts the list).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Region } from '@talento/db';
import {
  GRUPO_MERCADERISTAS,
  hoyIso,
  MENSAJES_NOTIFICACIONES as M,
  type AlcanceClientes,
} from '@talento/rules';
import { exigirCliente } from '../../../../nucleo/sql/alcance';
import { AppError } from '../../../../nucleo/errors';

export interface DispositivoElegible {
  id: number;
  deviceId: string;
  username: string;
  nombre: string;
  apellido: string;
}

/** The region, checked to be the client's (a client in scope): BAD_REQUEST otherwise, so nothing is sent. */
export async function exigirRegionDeCliente(
  em: EntityManager,
  alcance: AlcanceClientes,
  clienteId: number,
  regionId: number,
): Promise<Region> {
  exigirCliente(alcance, clienteId);
  const region = await em.findOne(Region, { id: regionId, cliente: clienteId });
  if (!region) throw new AppError('BAD_REQUEST', M.regionAjena);
  return region;
}

/** `ids`: only these devices (the send's re-check). */
export async function dispositivosElegibles(
  em: EntityManager,
  clienteId: number,
  regionId: number,
  ahora: Date,
  ids?: readonly number[],
): Promise<DispositivoElegible[]> {
  const params: unknown[] = [GRUPO_MERCADERISTAS, hoyIso(ahora), regionId, clienteId];
  let filtroIds = '';
  if (ids) {
    filtroIds = ' and d.id = any(?::int[])';
    params.push(`{${ids.map((n) => Math.trunc(n)).join(',')}}`);
  }
  const filas = await em
    .getConnection()
    .execute<{ id: number; device_id: string; username: string; first_name: string; last_name: string }[]>(
      `select d.id, d.device_id, u.username, u.first_name, u.last_name
       from dispositivo d join usuario u on u.id = d.usuario_id
      where d.activo and d.revocado_at is null and u.activo
        and exists (select 1 from usuario_grupo ug join grupo g on g.id = ug.grupo_id where ug.usuario_id = u.id and g.nombre = ?)
        and exists (select 1 from ruta r join visita v on v.ruta_id = r.id join almacen a on a.id = v.almacen_id
                     where r.usuario_id = u.id and r.fecha = ?::date and a.region_id = ? and a.cliente_id = ?)${filtroIds}
      order by u.username, d.device_id`,
      params,
    );
  return filas.map((f) => ({
    id: f.id,
    deviceId: f.device_id,
    username: f.username,
    nombre: f.first_name,
    apellido: f.last_name,
  }));
}

export async function listarElegibles(
  em: EntityManager,
  alcance: AlcanceClientes,
  clienteId: number,
  regionId: number,
  ahora: Date,
) {
  await exigirRegionDeCliente(em, alcance, clienteId, regionId);
  return dispositivosElegibles(em, clienteId, regionId, ahora);
}
