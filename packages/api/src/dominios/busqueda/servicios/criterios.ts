/**
 * Criteria CV search (spec 03 §2, §7): each given criterion narrows the candidates; the TOPE most
 * recently modified matching CVs are paged (newest first) and counted. Every criterion but the two
 * arrays is read inside one ordered covering index (hoja_de_vida_criterios_orden). Only fixed fragments of this file
 * are concatenated; every value is a parameter.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AlcanceClientes,
  type BusquedaCriterios,
  type ResultadoBusqueda,
  LIMITE_CONTEO_CRITERIOS,
  LIMITE_RESULTADOS_BUSQUEDA,
  TAMANO_PAGINA_BUSQUEDA,
} from '@talento/rules';
import { clientesDelAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';
import { ejecutarResultado, sqlResultado } from './resultado';

export type Criterios = Omit<BusquedaCriterios, 'pagina'>;

export function sqlCondiciones(q: Parametros, c: Criterios): string {
  const w: string[] = [];
  // The candidate's criteria are read from their copies on the CV (kept by triggers), not from candidato.
  if (c.disponibilidad !== undefined) w.push(`h.candidato_disponibilidad = ${q.v(c.disponibilidad)}`);
  if (c.estadoProducto !== undefined) w.push(`h.candidato_estado_producto = ${q.v(c.estadoProducto)}`);
  if (c.ciudadResidencia !== undefined)
    w.push(`h.candidato_ciudad_donde_vive_id = ${q.v(c.ciudadResidencia)}`);
  if (c.estadoCivil !== undefined) w.push(`h.candidato_estado_civil = ${q.v(c.estadoCivil)}`);
  // Exclusive lower bound (rules `nacidoEnRango`): born on the minimum date is maximum age + 1 today.
  if (c.fechaNacimientoMinima !== undefined)
    w.push(`h.candidato_fecha_nacimiento > ${q.v(c.fechaNacimientoMinima)}::date`);
  if (c.fechaNacimientoMaxima !== undefined)
    w.push(`h.candidato_fecha_nacimiento <= ${q.v(c.fechaNacimientoMaxima)}::date`);
  if (c.genero !== undefined) w.push(`h.candidato_genero = ${q.v(c.genero)}`);
  if (c.profesion !== undefined) w.push(`h.profesiones @> array[${q.v(c.profesion)}::text]`);
  if (c.cargoAAspirar !== undefined) w.push(`h.cargos_a_aspirar @> array[${q.v(c.cargoAAspirar)}::text]`);
  if (c.aspiracionMinima !== undefined) w.push(`h.aspiracion_salarial_minima >= ${q.v(c.aspiracionMinima)}`);
  if (c.aspiracionMaxima !== undefined) w.push(`h.aspiracion_salarial_maxima <= ${q.v(c.aspiracionMaxima)}`);
  if (c.nivelAcademico !== undefined) w.push(`h.nivel_academico = ${q.v(c.nivelAcademico)}`);
  if (c.disponibleParaViaje !== undefined) w.push(`h.disponible_para_viajar = ${q.v(c.disponibleParaViaje)}`);
  if (c.fechaModificacion !== undefined) w.push(`h.fecha_modificacion >= ${q.v(c.fechaModificacion)}::date`);
  return w.length ? w.join(' and ') : 'true';
}

/**
 * Matches counted by a page: LIMITE_CONTEO_CRITERIOS, or up to the end of a later page (never beyond
 * LIMITE_RESULTADOS_BUSQUEDA). Ordering by modification date while most rows are filtered out on the
 * candidate's side costs one candidate probe per CV read, so the count stops early.
 */
export function topeCriterios(pagina: number): number {
  return (
    Math.min(LIMITE_RESULTADOS_BUSQUEDA, Math.max(LIMITE_CONTEO_CRITERIOS, pagina * TAMANO_PAGINA_BUSQUEDA)) +
    1
  );
}

/** `clientes`: the scope whose bars the rows count (`clientesDelAlcance`; null: every client). */
export function consultaCriterios(
  c: Criterios,
  pagina: number,
  clientes: string | null,
): { sql: string; q: Parametros; tope: number } {
  const q = new Parametros();
  const tope = topeCriterios(pagina);
  const coincidencias = `select h.id, 0 as rango, h.fecha_modificacion from hoja_de_vida h
    where ${sqlCondiciones(q, c)} order by h.fecha_modificacion desc, h.id desc limit ${q.v(tope)}`;
  return {
    sql: sqlResultado(q, coincidencias, 'm.fecha_modificacion desc, m.id desc', pagina, clientes),
    q,
    tope,
  };
}

/** The CVs are the agency's; only the bar count of each row is limited to the user's clients. */
export function buscarPorCriterios(
  em: EntityManager,
  alcance: AlcanceClientes,
  c: Criterios,
  pagina: number,
): Promise<ResultadoBusqueda> {
  const { sql, q, tope } = consultaCriterios(c, pagina, clientesDelAlcance(alcance));
  return ejecutarResultado(em, sql, q, pagina, tope);
}
