/**
 * Who may be an appointment's person in charge (spec 03 §7 "GET branch users"): an active agency user (not client
 * staff) who holds read_cita and, when the appointment has a client, has that client in scope, i.e. who can open
 * the appointment they are put in charge of (dominios/citas/servicios/alcance.ts). One SQL condition for the catalogue's list
 * and for the check of every write that sets a person in charge.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Usuario } from '@talento/db';
import { MENSAJES_CITAS as M, PERMISO_ENCARGADO_CITA } from '@talento/rules';
import { sqlVeCliente } from '../../../nucleo/sql/alcance';
import { AppError } from '../../../nucleo/errors';

const SQL_ENCARGADO = `from usuario u
  where u.activo and not u.es_staff_cliente
    and exists (select 1 from usuario_grupo ug join grupo_permiso gp on gp.grupo_id = ug.grupo_id join permiso p on p.id = gp.permiso_id
                where ug.usuario_id = u.id and p.codigo = ?)`;

/** The appointment's client (null: none, every user above may open it) is in the user's scope, as the session computes it. */
const SQL_VE_CLIENTE = `(?::int is null or ${sqlVeCliente('u', '?::int')})`;

/** The users who may be in charge of an appointment of `clienteId` (null: without client), by name (the screens put the branch's first). */
export async function encargadosCita(em: EntityManager, clienteId: number | null): Promise<Usuario[]> {
  const filas = await em
    .getConnection()
    .execute<{ id: number }[]>(`select u.id ${SQL_ENCARGADO} and ${SQL_VE_CLIENTE}`, [
      PERMISO_ENCARGADO_CITA,
      clienteId,
      clienteId,
    ]);
  return em.find(
    Usuario,
    { id: { $in: filas.map((f) => f.id) } },
    { orderBy: { firstName: 'asc', lastName: 'asc' } },
  );
}

/**
 * The chosen person in charge of an appointment of `clienteId`: `encargadoInvalido` when they may not be in charge of
 * any, `encargadoSinCliente` when they could not open this one because its client is outside their scope.
 */
export async function exigirEncargadoCita(
  tx: EntityManager,
  id: number,
  clienteId: number | null,
): Promise<Usuario> {
  const [fila] = await tx.execute<{ id: number; ve_cliente: boolean }[]>(
    `select u.id, ${SQL_VE_CLIENTE} as ve_cliente ${SQL_ENCARGADO} and u.id = ?`,
    [clienteId, clienteId, PERMISO_ENCARGADO_CITA, id],
  );
  if (fila && !fila.ve_cliente) throw new AppError('BAD_REQUEST', M.encargadoSinCliente);
  const encargado = fila ? await tx.findOne(Usuario, fila.id) : null;
  if (!encargado) throw new AppError('BAD_REQUEST', M.encargadoInvalido);
  return encargado;
}
