/**
 * Regions per client (Administración › Merchandising): name, active, and which of the client's stores belong to it
 * (`almacen.region_id`: a store is in at most one region). The notifications screen offers a client's active regions
 * and sends to the merchandisers whose route of the day visits one of the region's stores.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cliente, Region } from '@talento/db';
import {
  type AlcanceClientes,
  type EntradaGuardarRegion,
  type FiltroRegionesAdmin,
  MENSAJES_MERCHANDISING_ADMIN as M,
} from '@talento/rules';
import type { z } from 'zod';
import { auditarCambio } from '../../../../nucleo/auditoria';
import { conflicto, errorDeCampos, noEncontrado } from '../../../../nucleo/errors';
import { clientesDelAlcance, exigirCliente } from '../../../../nucleo/sql/alcance';
import type { RegionAdminDto } from '../dto';
import { type CtxAdmin, exigirClienteActivo } from './comun';

type Filtro = z.output<typeof FiltroRegionesAdmin>;
type Entrada = z.output<typeof EntradaGuardarRegion>;

/** Regions of the clients in scope, with their stores' ids. */
export async function listarRegiones(
  em: EntityManager,
  alcance: AlcanceClientes,
  filtro: Filtro,
): Promise<RegionAdminDto[]> {
  if (filtro.clienteId !== null) exigirCliente(alcance, filtro.clienteId);
  const clientes = clientesDelAlcance(alcance, filtro.clienteId ?? undefined);
  const filas = await em.getConnection().execute<
    {
      id: number;
      version: number;
      cliente_id: number;
      cliente: string;
      nombre: string;
      activo: boolean;
      almacenes: number[] | null;
    }[]
  >(
    `select r.id, r.version, r.cliente_id, c.nombre as cliente, r.nombre, r.activo,
            (select array_agg(a.id order by a.nombre, a.id) from almacen a where a.region_id = r.id) as almacenes
       from region r join cliente c on c.id = r.cliente_id
      where (?::int[] is null or r.cliente_id = any(?::int[])) and (?::boolean is null or r.activo = ?)
      order by c.nombre, r.nombre, r.id`,
    [clientes, clientes, filtro.activo, filtro.activo],
  );
  return filas.map((f) => ({
    id: f.id,
    version: f.version,
    clienteId: f.cliente_id,
    cliente: f.cliente,
    nombre: f.nombre,
    activo: f.activo,
    almacenIds: f.almacenes ?? [],
  }));
}

const instantanea = (r: Region, almacenIds: readonly number[]): Record<string, unknown> => ({
  clienteId: r.cliente.id,
  nombre: r.nombre,
  activo: r.activo,
  almacenIds: [...almacenIds].sort((a, b) => a - b),
});

export async function guardarRegion(ctx: CtxAdmin, e: Entrada): Promise<{ id: number; mensaje: string }> {
  const alcance = ctx.sesion.usuario.alcance;
  try {
    return await ctx.em.transactional(async (tx) => {
      let existente: Region | null = null;
      let almacenesAntes: number[] = [];
      if (e.id !== undefined) {
        const clientes = clientesDelAlcance(alcance);
        const [fila] = await tx.execute<{ id: number }[]>(
          `select id from region where id = ? and (?::int[] is null or cliente_id = any(?::int[])) for update`,
          [e.id, clientes, clientes],
        );
        if (!fila) throw noEncontrado();
        existente = await tx.findOneOrFail(Region, e.id, { refresh: true });
        if (e.version !== undefined && existente.version !== e.version) throw conflicto();
        if (existente.cliente.id !== e.clienteId) throw errorDeCampos({ clienteId: M.regionClienteNoCambia });
        almacenesAntes = (
          await tx.execute<{ id: number }[]>('select id from almacen where region_id = ? for update', [e.id])
        ).map((f) => f.id);
      } else await exigirClienteActivo(tx, alcance, e.clienteId);

      const [repetida] = await tx.execute<{ id: number }[]>(
        `select id from region where cliente_id = ? and lower(nombre) = lower(?) and id <> ? limit 1`,
        [e.clienteId, e.nombre, existente?.id ?? 0],
      );
      if (repetida) throw errorDeCampos({ nombre: M.regionRepetida });

      const ids = [...new Set(e.almacenIds)];
      if (ids.length) {
        const propios = await tx.execute<{ id: number }[]>(
          `select id from almacen where id = any(?::int[]) and cliente_id = ? for update`,
          [`{${ids.join(',')}}`, e.clienteId],
        );
        if (propios.length !== ids.length) throw errorDeCampos({ almacenIds: M.almacenesDeRegion });
      }

      const antes = existente ? instantanea(existente, almacenesAntes) : null;
      const region = existente
        ? tx.assign(existente, { nombre: e.nombre, activo: e.activo })
        : tx.create(Region, {
            cliente: tx.getReference(Cliente, e.clienteId),
            nombre: e.nombre,
            activo: e.activo,
          });
      if (existente) region.version += 1;
      await tx.flush();
      // Stores taken out of the region keep no region; the chosen ones move here (from another region of the client).
      const quitados = almacenesAntes.filter((id) => !ids.includes(id));
      if (quitados.length)
        await tx.execute(
          'update almacen set region_id = null, version = version + 1 where id = any(?::int[])',
          [`{${quitados.join(',')}}`],
        );
      const nuevos = ids.filter((id) => !almacenesAntes.includes(id));
      if (nuevos.length)
        await tx.execute('update almacen set region_id = ?, version = version + 1 where id = any(?::int[])', [
          region.id,
          `{${nuevos.join(',')}}`,
        ]);
      const accion = !existente
        ? 'region.crear'
        : antes?.activo === true && !region.activo
          ? 'region.desactivar'
          : 'region.editar';
      auditarCambio(tx, ctx, {
        accion,
        recurso: 'region',
        recursoId: region.id,
        antes,
        despues: instantanea(region, ids),
      });
      await tx.flush();
      return { id: region.id, mensaje: existente ? M.regionGuardada : M.regionCreada };
    });
  } catch (error) {
    // Two screens creating the same name at once: the unique (cliente, nombre) index decides.
    if (error instanceof UniqueConstraintViolationException)
      throw errorDeCampos({ nombre: M.regionRepetida });
    throw error;
  }
}
