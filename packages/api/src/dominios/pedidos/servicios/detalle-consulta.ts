/**
 * The one statement behind `pedidos.detalle`: the order (scoped to the caller's clients inside the query),
 * its client, profile, city, branch, FAC, users, order-type label, pool counts, and its city lines, other
 * allowances and cancellation evidence as JSON arrays. Replaces seven ORM statements and the hydration
 * of eleven relations (most of the server CPU of the detail screen). Its columns are declared in detalle-columnas.ts.
 */
import type { AlcanceClientes } from '@talento/rules';
import type { Consulta } from './dashboard-consulta';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { listaSelect, type FilaDe } from '../../../nucleo/sql/columnas';
import { Parametros } from '../../../nucleo/sql/parametros';
import { AUXILIARES_DETALLE, COLUMNAS_DETALLE } from './detalle-columnas';

/** The select list, written once (the columns do not depend on the order or the scope). */
const SELECT_DETALLE = listaSelect({ ...COLUMNAS_DETALLE, ...AUXILIARES_DETALLE });

export function consultaDetalle(alcance: AlcanceClientes, id: number): Consulta {
  const q = new Parametros();
  const pedidoId = q.v(Math.trunc(id));
  const sql = `select ${SELECT_DETALLE}
  from pedido p
  join cliente c on c.id = p.cliente_id
  join perfil pf on pf.id = p.perfil_seleccion_id
  join usuario cb on cb.id = p.created_by_id
  left join ciudad ci on ci.id = p.ciudad_id
  left join sucursal s on s.id = p.sucursal_id
  left join grupo_preguntas_filtro g on g.id = p.fac_id
  left join usuario en on en.id = p.encargado_pedido_id
  left join usuario ap on ap.id = p.actor_aprobacion_id
  left join usuario ac on ac.id = p.actor_cancelacion_id
  left join lateral (select i.nombre from catalogo_item i where i.categoria = 'TIPO_PEDIDO' and i.codigo = p.tipo_pedido limit 1) tp on true
  where p.id = ${pedidoId}${sqlAlcance(q, alcance)}`;
  return { sql, params: q.valores };
}

/** The row `consultaDetalle` answers, read with `leerFila`. */
export type FilaDetalle = FilaDe<typeof COLUMNAS_DETALLE> & FilaDe<typeof AUXILIARES_DETALLE>;
