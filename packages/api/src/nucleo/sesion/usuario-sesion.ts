import type { EntityManager } from '@mikro-orm/postgresql';
import { alcanceDe, esSuperusuario } from '@talento/rules';
import type { UsuarioSesion } from '../context';
import { consultaPreparada } from '../sql/consulta-preparada';

interface FilaUsuario {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  es_staff_cliente: boolean;
  activo: boolean;
  grupos: string[] | null;
  permisos: string[] | null;
  clientes: { id: number; nombre: string }[] | null;
}

/**
 * Columns of a user with groups, flags (resolved from groups) and allowed clients, for `from usuario u`. A client-portal
 * user acts only for active companies (a deactivated client's staff lose the portal); agency staff keep reading the
 * history of the inactive clients they serve.
 */
const COLUMNAS_USUARIO = `u.id, u.username, u.first_name, u.last_name, u.email, u.es_staff_cliente, u.activo,
  (select array_agg(distinct g.nombre order by g.nombre) from usuario_grupo ug join grupo g on g.id = ug.grupo_id where ug.usuario_id = u.id) as grupos,
  (select array_agg(distinct p.codigo order by p.codigo) from usuario_grupo ug join grupo_permiso gp on gp.grupo_id = ug.grupo_id join permiso p on p.id = gp.permiso_id where ug.usuario_id = u.id) as permisos,
  (select json_agg(json_build_object('id', c.id, 'nombre', c.nombre) order by c.nombre) from usuario_cliente uc join cliente c on c.id = uc.cliente_id where uc.usuario_id = u.id and (c.activo or not u.es_staff_cliente)) as clientes`;

function aUsuarioSesion(fila: FilaUsuario): UsuarioSesion {
  const grupos = fila.grupos ?? [];
  const permisos = fila.permisos ?? [];
  const clientes = fila.clientes ?? [];
  const nombreCompleto = `${fila.first_name} ${fila.last_name}`.trim();
  return {
    id: fila.id,
    username: fila.username,
    nombreCompleto: nombreCompleto || fila.username,
    firstName: fila.first_name,
    lastName: fila.last_name,
    email: fila.email,
    esStaffCliente: fila.es_staff_cliente,
    grupos,
    permisos,
    clientes,
    alcance: alcanceDe(
      permisos,
      clientes.map((c) => c.id),
      fila.es_staff_cliente,
    ),
    esSuperusuario: !fila.es_staff_cliente && esSuperusuario(grupos),
  };
}

/** Loads an active user with groups, flags and allowed clients in one query. */
export async function cargarUsuarioSesion(
  em: EntityManager,
  usuarioId: number,
): Promise<UsuarioSesion | null> {
  const [fila] = await em
    .getConnection()
    .execute<FilaUsuario[]>(`select ${COLUMNAS_USUARIO} from usuario u where u.id = ? and u.activo`, [
      usuarioId,
    ]);
  return fila ? aUsuarioSesion(fila) : null;
}

export interface FilaSesion {
  portal: string;
  ultimoUso: Date;
  expiraEn: Date;
  usuario: UsuarioSesion | null;
}

/** A session and its user (null when inactive) in one round trip, as a prepared statement: the per-request path. */
export async function cargarSesion(em: EntityManager, sesionId: string): Promise<FilaSesion | null> {
  const [fila] = await consultaPreparada<FilaUsuario & { portal: string; ultimo_uso: Date; expira_en: Date }>(
    em,
    `select s.portal, s.ultimo_uso, s.expira_en, ${COLUMNAS_USUARIO} from sesion s join usuario u on u.id = s.usuario_id where s.id = ?`,
    [sesionId],
  );
  if (!fila) return null;
  return {
    portal: fila.portal,
    ultimoUso: new Date(fila.ultimo_uso),
    expiraEn: new Date(fila.expira_en),
    usuario: fila.activo ? aUsuarioSesion(fila) : null,
  };
}
