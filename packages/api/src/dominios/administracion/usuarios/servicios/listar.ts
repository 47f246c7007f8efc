import type { EntityManager } from '@mikro-orm/postgresql';
import type { FiltroUsuarios } from '@talento/rules';
import type { z } from 'zod';
import type { FilaUsuarioAdminDto } from '../dto';

type Filtro = z.output<typeof FiltroUsuarios>;
type Fila = z.infer<typeof FilaUsuarioAdminDto>;

/** At most this many users in one answer (an agency has tens or hundreds; the filters narrow the rest). */
export const MAXIMO_USUARIOS_LISTA = 1000;

/**
 * Staff and client-portal users in one list, filtered by text (user name, names, e-mail), portal, group, client,
 * branch and active; each with their groups, clients, branch and last login. Every filter is a bound parameter.
 */
export async function listarUsuarios(em: EntityManager, f: Filtro): Promise<Fila[]> {
  const filas = await em.execute<
    {
      id: number;
      username: string;
      nombre: string;
      email: string;
      es_staff_cliente: boolean;
      activo: boolean;
      sucursal: string | null;
      ultimo_ingreso: Date | null;
      grupos: string[] | null;
      clientes: string[] | null;
      todos: boolean;
    }[]
  >(
    `select u.id, u.username, trim(u.first_name || ' ' || u.last_name) as nombre, u.email, u.es_staff_cliente,
            u.activo, s.nombre as sucursal, u.ultimo_ingreso,
            (select array_agg(g.nombre order by g.nombre) from usuario_grupo ug join grupo g on g.id = ug.grupo_id
              where ug.usuario_id = u.id) as grupos,
            (select array_agg(c.nombre order by c.nombre) from usuario_cliente uc join cliente c on c.id = uc.cliente_id
              where uc.usuario_id = u.id) as clientes,
            exists(select 1 from usuario_grupo ug join grupo_permiso gp on gp.grupo_id = ug.grupo_id
                     join permiso p on p.id = gp.permiso_id and p.codigo = 'add_todos_los_clientes'
                    where ug.usuario_id = u.id) and not u.es_staff_cliente as todos
       from usuario u left join sucursal s on s.id = u.sucursal_id
      where (?::text = '' or position(lower(?::text) in lower(u.username || ' ' || u.first_name || ' ' || u.last_name || ' ' || u.email)) > 0)
        and (?::text is null or u.es_staff_cliente = (?::text = 'cliente'))
        and (?::int is null or exists(select 1 from usuario_grupo ug where ug.usuario_id = u.id and ug.grupo_id = ?::int))
        and (?::int is null or exists(select 1 from usuario_cliente uc where uc.usuario_id = u.id and uc.cliente_id = ?::int))
        and (?::int is null or u.sucursal_id = ?::int)
        and (?::boolean is null or u.activo = ?::boolean)
      order by u.activo desc, lower(u.username)
      limit ${MAXIMO_USUARIOS_LISTA}`,
    [
      f.texto,
      f.texto,
      f.tipo,
      f.tipo,
      f.grupoId,
      f.grupoId,
      f.clienteId,
      f.clienteId,
      f.sucursalId,
      f.sucursalId,
      f.activo,
      f.activo,
    ],
  );
  return filas.map((u) => ({
    id: u.id,
    username: u.username,
    nombre: u.nombre,
    email: u.email,
    tipo: u.es_staff_cliente ? ('cliente' as const) : ('staff' as const),
    activo: u.activo,
    sucursal: u.sucursal,
    ultimoIngreso: u.ultimo_ingreso ? new Date(u.ultimo_ingreso) : null,
    grupos: u.grupos ?? [],
    clientes: u.todos ? ['Todos los clientes'] : (u.clientes ?? []),
  }));
}
