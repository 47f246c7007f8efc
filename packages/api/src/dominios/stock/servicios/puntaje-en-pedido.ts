/**
 * The compatibility score of given people with one order (the suggestions' formula, sugeridos-sql.ts), computed
 * when they are added to a stock order so the score stays with the person in the order (candidato_pedido.puntaje).
 * Unlike the suggestions, nobody is filtered out (city, availability): the score of whoever is being added.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { hoyIso } from '@talento/rules';
import { Parametros } from '../../../nucleo/sql/parametros';
import {
  SQL_COLUMNAS_PARTES,
  SQL_JOIN_REQUISITOS,
  SQL_SUMA_PARTES,
  sqlDiasEnCargo,
  sqlJoinPartes,
  sqlRequisitos,
  sqlUltimasPruebas,
} from './sugeridos-sql';

/** Score (0–100) per candidate id; a person without a CV has none. The order must already be in the caller's scope. */
export async function puntajesEnPedido(
  em: EntityManager,
  pedidoId: number,
  candidatoIds: readonly number[],
  ahora: Date,
): Promise<Map<number, number>> {
  if (candidatoIds.length === 0) return new Map();
  const q = new Parametros();
  const hoy = hoyIso(ahora);
  // Template parts are evaluated left to right, so the placeholders follow the text.
  const sql = `with r as materialized (
  select ${sqlRequisitos(q, hoy)}
  from pedido p ${SQL_JOIN_REQUISITOS}
  where p.id = ${q.v(Math.trunc(pedidoId))}
),
s as materialized (
  select h.id, h.candidato_id, k.ciudad_donde_vive_id as ciudad_id, k.fecha_nacimiento as nacimiento, k.genero,
    h.nivel_academico, h.aspiracion_salarial_minima as aspiracion, h.porcentaje_total
  from hoja_de_vida h join candidato k on k.id = h.candidato_id
  where h.candidato_id = any(${q.v(`{${candidatoIds.map((id) => Math.trunc(id)).join(',')}}`)}::int[])
),
${sqlUltimasPruebas('select s.candidato_id from s')},
${sqlDiasEnCargo(q, hoy, 'select s.id from s')}
select t.candidato_id, ${SQL_SUMA_PARTES} as puntaje from (
  select s.candidato_id, ${SQL_COLUMNAS_PARTES}
  from s cross join r
  ${sqlJoinPartes()}
) t`;
  const filas = await em.execute<{ candidato_id: number; puntaje: number | string }[]>(sql, q.valores);
  return new Map(filas.map((f) => [Number(f.candidato_id), Number(f.puntaje)]));
}
