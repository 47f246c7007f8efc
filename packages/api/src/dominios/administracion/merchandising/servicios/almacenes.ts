/**
 * Stores (almacenes) of Administración › Merchandising: the list in the caller's client scope, create/edit with the
 * point picked on the map, activate/deactivate (never delete: routes, arrivals and incidents point to them). Each
 * change is one transaction with its audit row; an edit checks the version the screen had (CONFLICT otherwise).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Almacen, Ciudad, Cliente, Region } from '@talento/db';
import {
  type AlcanceClientes,
  type EntradaActivarMaestro,
  type EntradaGuardarAlmacen,
  type FiltroAlmacenesAdmin,
  MENSAJES_MERCHANDISING_ADMIN as M,
} from '@talento/rules';
import type { z } from 'zod';
import { auditarCambio } from '../../../../nucleo/auditoria';
import { conflicto, errorDeCampos, noEncontrado } from '../../../../nucleo/errors';
import { clientesDelAlcance, exigirCliente } from '../../../../nucleo/sql/alcance';
import { leerFila, listaSelect } from '../../../../nucleo/sql/columnas';
import type { AlmacenAdminDto } from '../dto';
import { COLUMNAS_ALMACEN } from './almacenes-columnas';
import { type CtxAdmin, exigirClienteActivo, MAXIMO_FILAS } from './comun';

type Filtro = z.output<typeof FiltroAlmacenesAdmin>;
type Entrada = z.output<typeof EntradaGuardarAlmacen>;

/** The columns are declared in almacenes-columnas.ts. */
const SELECT = `select ${listaSelect(COLUMNAS_ALMACEN)}
  from almacen a join cliente c on c.id = a.cliente_id
  left join ciudad ci on ci.id = a.ciudad_id left join region r on r.id = a.region_id`;

const aDto = (fila: Record<string, unknown>): AlmacenAdminDto => leerFila(COLUMNAS_ALMACEN, fila);

/** Stores of the clients in scope (one client when given), by client and name; the scope is in the query. */
export async function listarAlmacenes(em: EntityManager, alcance: AlcanceClientes, filtro: Filtro) {
  if (filtro.clienteId !== null) exigirCliente(alcance, filtro.clienteId);
  const clientes = clientesDelAlcance(alcance, filtro.clienteId ?? undefined);
  const texto = filtro.texto === '' ? null : `%${filtro.texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filas = await em.getConnection().execute<Record<string, unknown>[]>(
    `${SELECT}
      where (?::int[] is null or a.cliente_id = any(?::int[]))
        and (?::int is null or a.region_id = ?)
        and (?::boolean is null or a.activo = ?)
        and (?::text is null or immutable_unaccent(lower(a.nombre || ' ' || coalesce(a.direccion, ''))) like immutable_unaccent(lower(?)))
      order by c.nombre, a.nombre, a.id
      limit ${MAXIMO_FILAS}`,
    [clientes, clientes, filtro.regionId, filtro.regionId, filtro.activo, filtro.activo, texto, texto],
  );
  return { filas: filas.map(aDto), limite: MAXIMO_FILAS };
}

/** One store as its form loads it (NOT_FOUND outside the scope). */
export async function detalleAlmacen(em: EntityManager, alcance: AlcanceClientes, id: number) {
  const clientes = clientesDelAlcance(alcance);
  const [fila] = await em
    .getConnection()
    .execute<Record<string, unknown>[]>(
      `${SELECT} where a.id = ? and (?::int[] is null or a.cliente_id = any(?::int[]))`,
      [id, clientes, clientes],
    );
  if (!fila) throw noEncontrado();
  return aDto(fila);
}

function instantanea(a: Almacen): Record<string, unknown> {
  return {
    clienteId: a.cliente.id,
    nombre: a.nombre,
    direccion: a.direccion ?? null,
    ciudadId: a.ciudad?.id ?? null,
    regionId: a.region?.id ?? null,
    latitud: a.latitud ?? null,
    longitud: a.longitud ?? null,
    activo: a.activo,
  };
}

/** Loads a store of the scope for a change, locked, at the version the screen had. */
async function cargarParaCambiar(
  tx: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  version: number | undefined,
): Promise<Almacen> {
  const clientes = clientesDelAlcance(alcance);
  const [fila] = await tx.execute<{ id: number }[]>(
    `select id from almacen where id = ? and (?::int[] is null or cliente_id = any(?::int[])) for update`,
    [id, clientes, clientes],
  );
  if (!fila) throw noEncontrado();
  const almacen = await tx.findOneOrFail(Almacen, id, { refresh: true, populate: ['ciudad', 'region'] });
  if (version !== undefined && almacen.version !== version) throw conflicto();
  return almacen;
}

export async function guardarAlmacen(ctx: CtxAdmin, e: Entrada): Promise<{ id: number; mensaje: string }> {
  const alcance = ctx.sesion.usuario.alcance;
  return ctx.em.transactional(async (tx) => {
    const existente = e.id !== undefined ? await cargarParaCambiar(tx, alcance, e.id, e.version) : null;
    if (existente && existente.cliente.id !== e.clienteId)
      throw errorDeCampos({ clienteId: M.clienteNoCambia });
    if (!existente) await exigirClienteActivo(tx, alcance, e.clienteId);
    // One name per client: the client's row is locked so two screens saving the same name cannot both pass.
    await tx.execute('select id from cliente where id = ? for update', [e.clienteId]);
    const [repetido] = await tx.execute<{ id: number }[]>(
      `select id from almacen where cliente_id = ? and lower(nombre) = lower(?) and id <> ? limit 1`,
      [e.clienteId, e.nombre, existente?.id ?? 0],
    );
    if (repetido) throw errorDeCampos({ nombre: M.almacenRepetido });
    let ciudad: Ciudad | null = null;
    if (e.ciudadId !== null) {
      ciudad = await tx.findOne(Ciudad, e.ciudadId);
      // An inactive city stays on a store that already had it.
      if (!ciudad || (!ciudad.activo && existente?.ciudad?.id !== ciudad.id))
        throw errorDeCampos({ ciudadId: M.ciudadNoExiste });
    }
    let region: Region | null = null;
    if (e.regionId !== null) {
      region = await tx.findOne(Region, { id: e.regionId, cliente: e.clienteId });
      if (!region || (!region.activo && existente?.region?.id !== region.id))
        throw errorDeCampos({ regionId: M.regionAjena });
    }
    const antes = existente ? instantanea(existente) : null;
    const datos = {
      nombre: e.nombre,
      direccion: e.direccion === '' ? null : e.direccion,
      ciudad,
      region,
      latitud: e.latitud,
      longitud: e.longitud,
      activo: e.activo,
    };
    const almacen = existente
      ? tx.assign(existente, datos)
      : tx.create(Almacen, { ...datos, cliente: tx.getReference(Cliente, e.clienteId) });
    if (existente) almacen.version += 1;
    await tx.flush();
    const accion = !existente
      ? 'almacen.crear'
      : antes?.activo === true && !almacen.activo
        ? 'almacen.desactivar'
        : 'almacen.editar';
    auditarCambio(tx, ctx, {
      accion,
      recurso: 'almacen',
      recursoId: almacen.id,
      antes,
      despues: instantanea(almacen),
    });
    await tx.flush();
    return { id: almacen.id, mensaje: existente ? M.almacenGuardado : M.almacenCreado };
  });
}

export async function activarAlmacen(ctx: CtxAdmin, e: EntradaActivarMaestro) {
  return ctx.em.transactional(async (tx) => {
    const almacen = await cargarParaCambiar(tx, ctx.sesion.usuario.alcance, e.id, e.version);
    const antes = instantanea(almacen);
    if (almacen.activo !== e.activo) {
      almacen.activo = e.activo;
      almacen.version += 1;
      await tx.flush();
      auditarCambio(tx, ctx, {
        accion: e.activo ? 'almacen.activar' : 'almacen.desactivar',
        recurso: 'almacen',
        recursoId: almacen.id,
        antes,
        despues: instantanea(almacen),
      });
      await tx.flush();
    }
    return { id: almacen.id, mensaje: e.activo ? M.almacenActivado : M.almacenDesactivado };
  });
}
