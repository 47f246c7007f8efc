import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cliente, Usuario } from '@talento/db';
import {
  MENSAJES_CLIENTES_STOCK as M,
  TAMANO_PAGINA_STOCK_CATEGORIAS,
  type AlcanceClientes,
  type EntradaListarClientesStock,
} from '@talento/rules';
import { exigirCliente, filtroCliente } from '../../../nucleo/sql/alcance';
import { AppError, noEncontrado } from '../../../nucleo/errors';
import { escaparLike } from '../../fac';

/**
 * /stock/cliente-list: the clients of the user's scope (in the query) that manage stock, with who enabled it and
 * when; search by name or NIT (contains).
 */
export async function listarClientesStock(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: EntradaListarClientesStock,
) {
  const patron = f.texto ? `%${escaparLike(f.texto)}%` : null;
  const [filas, total] = await em.findAndCount(
    Cliente,
    {
      $and: [
        filtroCliente(alcance, 'id'),
        { manejaStock: true },
        patron ? { $or: [{ nombre: { $ilike: patron } }, { numeroDocumento: { $ilike: patron } }] } : {},
      ],
    },
    {
      populate: ['usuarioManejaStock'],
      orderBy: { nombre: 'asc', id: 'asc' },
      limit: TAMANO_PAGINA_STOCK_CATEGORIAS,
      offset: (f.pagina - 1) * TAMANO_PAGINA_STOCK_CATEGORIAS,
    },
  );
  return {
    total,
    pagina: f.pagina,
    paginas: Math.max(1, Math.ceil(total / TAMANO_PAGINA_STOCK_CATEGORIAS)),
    filas: filas.map((c) => ({
      id: c.id,
      nombre: c.nombre,
      numeroDocumento: c.numeroDocumento,
      implementacionPruebas: c.implementacionPruebas,
      usuario: c.usuarioManejaStock?.username ?? null,
      fechaManejaStock: c.fechaManejaStock ?? null,
    })),
  };
}

/** The client row of the user's scope, locked for the change (NOT_FOUND outside the scope). */
async function bloquearCliente(
  tx: EntityManager,
  alcance: AlcanceClientes,
  clienteId: number,
): Promise<Cliente> {
  exigirCliente(alcance, clienteId);
  const cliente = await tx.findOne(Cliente, clienteId, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (!cliente) throw noEncontrado();
  return cliente;
}

/**
 * The maneja_stock rule (spec 02 §6): switching it on records who and when; switching it off keeps both as the last
 * record of who enabled it. Used by this screen and by Administración › Clientes, on a row the caller has locked.
 */
export function ponerManejaStock(
  tx: EntityManager,
  cliente: Cliente,
  manejaStock: boolean,
  usuarioId: number,
  ahora: Date,
): void {
  if (cliente.manejaStock === manejaStock) return;
  cliente.manejaStock = manejaStock;
  if (manejaStock) {
    cliente.fechaManejaStock = ahora;
    cliente.usuarioManejaStock = tx.getReference(Usuario, usuarioId);
  }
}

/** "Agregar cliente" (`add_cliente_stock`): the client starts managing stock, recording who and when; a repeat is refused. */
export function agregarClienteStock(
  em: EntityManager,
  usuario: { id: number; alcance: AlcanceClientes },
  clienteId: number,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const cliente = await bloquearCliente(tx, usuario.alcance, clienteId);
    if (cliente.manejaStock) throw new AppError('BAD_REQUEST', M.yaEnStock);
    ponerManejaStock(tx, cliente, true, usuario.id, ahora);
    await tx.flush();
    return { id: cliente.id, mensaje: M.agregado };
  });
}

/** Switches maneja_stock off (the date and user stay as the last record of who enabled it). */
export function quitarClienteStock(em: EntityManager, alcance: AlcanceClientes, clienteId: number) {
  return em.transactional(async (tx) => {
    const cliente = await bloquearCliente(tx, alcance, clienteId);
    if (!cliente.manejaStock) throw new AppError('BAD_REQUEST', M.noEnStock);
    cliente.manejaStock = false;
    await tx.flush();
    return { id: cliente.id, mensaje: M.quitado };
  });
}
