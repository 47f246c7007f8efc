/** What the services of Administración › Merchandising share: the context they take and the scope checks. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { GRUPO_MERCADERISTAS, MENSAJES_MERCHANDISING_ADMIN as M, type AlcanceClientes } from '@talento/rules';
import type { ContextInner } from '../../../../nucleo/context';
import { AppError, errorDeCampos } from '../../../../nucleo/errors';
import { clientesDelAlcance } from '../../../../nucleo/sql/alcance';
import { MERCADERISTA_VISIBLE } from '../../../merchandising';

export type CtxAdmin = Pick<ContextInner, 'em' | 'sesion' | 'ip' | 'now'> & {
  sesion: NonNullable<ContextInner['sesion']>;
};

/** Most rows a list returns (the screen says so when it is reached). */
export const MAXIMO_FILAS = 2000;

export interface MercaderistaVisible {
  id: number;
  username: string;
  nombre: string;
}

/**
 * The active merchandiser (group Mercaderistas) who works for a client in the caller's scope, the same clause as the
 * map's; anyone else is NOT_FOUND with the devices' message, so ids cannot be probed.
 */
export async function exigirMercaderista(
  em: EntityManager,
  alcance: AlcanceClientes,
  usuarioId: number,
): Promise<MercaderistaVisible> {
  const clientes = clientesDelAlcance(alcance);
  const [fila] = await em.getConnection().execute<{ id: number; username: string; nombre: string }[]>(
    `select u.id, u.username, trim(u.first_name || ' ' || u.last_name) as nombre from usuario u
      where u.id = ? and u.activo and ${MERCADERISTA_VISIBLE}`,
    [usuarioId, GRUPO_MERCADERISTAS, clientes, clientes],
  );
  if (!fila) throw new AppError('NOT_FOUND', M.mercaderistaNoExiste);
  return { id: fila.id, username: fila.username, nombre: fila.nombre || fila.username };
}

/** A client of the caller's scope (an inactive one is not offered for new stores or regions). */
export async function exigirClienteActivo(
  em: EntityManager,
  alcance: AlcanceClientes,
  clienteId: number,
  campo = 'clienteId',
): Promise<void> {
  const clientes = clientesDelAlcance(alcance);
  const [fila] = await em
    .getConnection()
    .execute<{ id: number }[]>(
      `select id from cliente where id = ? and activo and (?::int[] is null or id = any(?::int[]))`,
      [clienteId, clientes, clientes],
    );
  if (!fila) throw errorDeCampos({ [campo]: M.clienteNoExiste });
}
