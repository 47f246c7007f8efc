import { PERMISO_TODOS_LOS_CLIENTES } from '@talento/rules';

/**
 * SQL twin of the session's client scope (`alcanceDe` in rules, applied by `cargarUsuarioSesion`): the user of the
 * `usuario` row aliased `u` sees the client `cliente` (an SQL expression: a column or one `?`) when it is in their
 * client list, or when they are agency staff and a group gives them add_todos_los_clientes. For the checks about
 * another user than the caller (who may be put in charge of something of a client), which have no session to read.
 * alcance-sql.test.ts compares both for each kind of user so they cannot drift apart. The subqueries' aliases are
 * prefixed so that they never hide an alias of the caller's query used in `cliente`.
 */
export function sqlVeCliente(u: string, cliente: string): string {
  return `(exists (select 1 from usuario_cliente alc_uc where alc_uc.usuario_id = ${u}.id and alc_uc.cliente_id = ${cliente})
    or (not ${u}.es_staff_cliente and exists (
      select 1 from usuario_grupo alc_ug join grupo_permiso alc_gp on alc_gp.grupo_id = alc_ug.grupo_id join permiso alc_p on alc_p.id = alc_gp.permiso_id
       where alc_ug.usuario_id = ${u}.id and alc_p.codigo = '${PERMISO_TODOS_LOS_CLIENTES}')))`;
}
