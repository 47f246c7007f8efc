/**
 * Active regions of a client in the user's scope (spec 03 §7 GET /c/region/?cliente): NOT_FOUND for a client outside it.
 * A region deactivated in Administración › Merchandising is no longer offered.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Region } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { exigirCliente } from '../../../../nucleo/sql/alcance';

export async function regionesDeCliente(em: EntityManager, alcance: AlcanceClientes, clienteId: number) {
  exigirCliente(alcance, clienteId);
  const regiones = await em.find(
    Region,
    { cliente: clienteId, activo: true },
    { fields: ['id', 'nombre'], orderBy: { nombre: 'asc', id: 'asc' } },
  );
  return regiones.map((r) => ({ id: r.id, nombre: r.nombre }));
}
