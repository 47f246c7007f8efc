import type { EntityManager } from '@mikro-orm/postgresql';
import { GRUPO_JEFES_OPERACIONES, type JefeOperaciones } from '@talento/rules';
import { sqlVeCliente } from '../../../nucleo/sql/alcance';

/**
 * Active operations heads (group Jefes_de_Operaciones, agency staff) who may see the client: it is one of their
 * clients or a group gives them add_todos_los_clientes, the same scope a session would get (`sqlVeCliente`).
 */
export async function jefesConAccesoAlCliente(
  em: EntityManager,
  clienteId: number,
): Promise<JefeOperaciones[]> {
  const filas = await em.execute<{ id: number; email: string; sucursal_id: number | null }[]>(
    `select u.id, u.email, u.sucursal_id
       from usuario u
      where u.activo and not u.es_staff_cliente
        and exists (select 1 from usuario_grupo ug join grupo g on g.id = ug.grupo_id where ug.usuario_id = u.id and g.nombre = ?)
        and ${sqlVeCliente('u', '?')}
      order by u.id`,
    [GRUPO_JEFES_OPERACIONES, clienteId],
  );
  return filas.map((f) => ({ id: f.id, email: f.email, sucursalId: f.sucursal_id }));
}
