/**
 * Who may be an appointment's person in charge (spec 03 §7 "GET branch users"): an active agency user (not client
 * staff) who holds read_cita, i.e. who can open the appointment they are put in charge of. One SQL condition for
 * the catalogue's list and for the check of every write that sets a person in charge.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Usuario } from '@talento/db';
import { MENSAJES_CITAS as M, PERMISO_ENCARGADO_CITA } from '@talento/rules';
import { AppError } from '../../errors';

const SQL_ENCARGADO = `select u.id from usuario u
  where u.activo and not u.es_staff_cliente
    and exists (select 1 from usuario_grupo ug join grupo_permiso gp on gp.grupo_id = ug.grupo_id join permiso p on p.id = gp.permiso_id
                where ug.usuario_id = u.id and p.codigo = ?)`;

/** The users who may be in charge of an appointment, by name (the screens put the branch's first). */
export async function encargadosCita(em: EntityManager): Promise<Usuario[]> {
  const filas = await em.getConnection().execute<{ id: number }[]>(SQL_ENCARGADO, [PERMISO_ENCARGADO_CITA]);
  return em.find(Usuario, { id: { $in: filas.map((f) => f.id) } }, { orderBy: { firstName: 'asc', lastName: 'asc' } });
}

/** The chosen person in charge, or `encargadoInvalido` when they may not be one. */
export async function exigirEncargadoCita(tx: EntityManager, id: number): Promise<Usuario> {
  const [fila] = await tx.execute<{ id: number }[]>(`${SQL_ENCARGADO} and u.id = ?`, [PERMISO_ENCARGADO_CITA, id]);
  const encargado = fila ? await tx.findOne(Usuario, fila.id) : null;
  if (!encargado) throw new AppError('BAD_REQUEST', M.encargadoInvalido);
  return encargado;
}
