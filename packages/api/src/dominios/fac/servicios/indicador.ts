import type { EntityManager } from '@mikro-orm/postgresql';
import { TipoFac, valorIndicadorFac, type AlcanceClientes, type EntradaIndicadorFac } from '@talento/rules';
import { sinClientes, sqlAlcance, sqlEnAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';

interface Fila {
  usuario_id: number;
  first_name: string;
  last_name: string;
  username: string;
  pedidos: string;
  tiempo: string | null;
}

/**
 * `fac.indicador` (read_fac_indicador), per user between two dates (both inclusive):
 * - pedidos: orders (of clients in scope) whose FAC the user defined in the range. Who and when come from the
 *   group's "pedido" trace row written by `fac.definirPedido`; orders defined before that trace existed (demo
 *   data) fall back to the group's author and the order's fac_fecha_aprobacion.
 * - tiempo_valido: the sum, over those orders, of the hours from the order's request (fecha_solicitud) to the
 *   FAC definition; the value shown is tiempo_valido / pedidos (average hours), 0 without orders.
 * - users who changed FAC groups in the range (trace rows) without defining any order appear with 0; only
 *   traces of groups the caller may see count (base groups, or groups of a profile/order of a client in
 *   scope, as `filtroAlcanceGrupo`), so a user who only worked for other clients never shows up.
 */
export async function indicadorFac(
  em: EntityManager,
  alcance: AlcanceClientes,
  entrada: EntradaIndicadorFac,
) {
  if (sinClientes(alcance)) return [];
  const q = new Parametros();
  const sql = `with definiciones as (
       select distinct on (p.id) p.id as pedido_id, coalesce(t.usuario_id, g.created_by_id) as usuario_id,
              coalesce(t.created_at, p.fac_fecha_aprobacion) as definido_en, p.fecha_solicitud
         from pedido p
         join grupo_preguntas_filtro g on g.id = p.fac_id
         left join traza_fac t on t.grupo_id = g.id and t.campo = 'pedido' and t.campo_id = p.id
        where not p.es_hijo ${sqlAlcance(q, alcance, 'p.cliente_id')}
        order by p.id, t.created_at desc nulls last
     ), en_rango as (
       select * from definiciones
        where usuario_id is not null and definido_en >= cast(${q.v(entrada.desde)} as date)
          and definido_en < cast(${q.v(entrada.hasta)} as date) + 1
     ), actores as (
       select usuario_id from en_rango
        union
       select t.usuario_id from traza_fac t
         join grupo_preguntas_filtro g on g.id = t.grupo_id
         left join perfil pf on pf.id = g.perfil_id
         left join pedido pd on pd.id = g.pedido_id
        where t.usuario_id is not null and t.created_at >= cast(${q.v(entrada.desde)} as date)
          and t.created_at < cast(${q.v(entrada.hasta)} as date) + 1
          and (g.tipo = ${TipoFac.BASE} or ${sqlEnAlcance(q, alcance, 'pf.cliente_id')} or ${sqlEnAlcance(q, alcance, 'pd.cliente_id')})
     )
     select u.id as usuario_id, u.first_name, u.last_name, u.username, count(e.pedido_id) as pedidos,
            sum(greatest(extract(epoch from (e.definido_en - e.fecha_solicitud)) / 3600.0, 0)) as tiempo
       from actores a
       join usuario u on u.id = a.usuario_id
       left join en_rango e on e.usuario_id = a.usuario_id
      group by u.id, u.first_name, u.last_name, u.username
      order by count(e.pedido_id) desc, u.first_name, u.last_name, u.id`;
  const filas = await em.getConnection().execute<Fila[]>(sql, q.valores);
  return filas.map((f) => {
    const pedidos = Number(f.pedidos);
    const tiempoValido = Math.round(Number(f.tiempo ?? 0) * 100) / 100;
    return {
      usuarioId: f.usuario_id,
      nUsuario: `${f.first_name} ${f.last_name}`.trim() || f.username,
      pedidos,
      tiempoValido,
      valor: Math.round(valorIndicadorFac(tiempoValido, pedidos) * 100) / 100,
    };
  });
}
