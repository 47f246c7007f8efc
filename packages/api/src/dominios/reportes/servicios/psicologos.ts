/**
 * The psychologist filter of the operations report (the report filters by the order's `encargado_pedido`): the
 * active staff users who act as psychologists — the encargado of some measured order within the viewer's report
 * scope, and the members of Psicologos_Seleccion (of the viewer's branch when the viewer is limited to a branch).
 * Merchandisers, administrators or other staff appear only when they are in charge of an order the viewer sees.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { GRUPO_PSICOLOGOS } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { Parametros } from '../../../nucleo/sql/parametros';
import { alcanceInforme, COLUMNAS_PEDIDO, sqlAlcanceInforme } from './alcance';
import { SQL_MEDIDO } from './contribuciones-sql';

export async function listarPsicologos(
  em: EntityManager,
  usuario: UsuarioSesion,
): Promise<{ id: number; nombre: string }[]> {
  const a = await alcanceInforme(em, usuario);
  const q = new Parametros();
  const encargados = `select distinct p.encargado_pedido_id from pedido p where p.encargado_pedido_id is not null and ${SQL_MEDIDO}${sqlAlcanceInforme(q, a, {}, COLUMNAS_PEDIDO)}`;
  // Parameters in text order: the group's name, then the branches.
  const grupo = `g.nombre = ${q.v(GRUPO_PSICOLOGOS)}`;
  const deSucursal = a.todos ? '' : ` and u.sucursal_id = any(${q.v(`{${a.sucursales.join(',')}}`)}::int[])`;
  const filas = await em.execute<{ id: number; nombre: string }[]>(
    `select u.id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as nombre
     from usuario u
     where u.activo and not u.es_staff_cliente and (u.id in (${encargados})
       or (exists (select 1 from usuario_grupo ug join grupo g on g.id = ug.grupo_id where ug.usuario_id = u.id and ${grupo})${deSucursal}))
     order by u.first_name, u.last_name, u.id`,
    q.valores,
  );
  return filas;
}
