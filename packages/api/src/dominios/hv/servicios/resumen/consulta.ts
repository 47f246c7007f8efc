/**
 * The one statement behind the CV summary: the CV and its candidate (with both cities) as columns, and
 * every child list (spec 03 §3) as a JSON array in the order the summary shows it, each capped. Replaces
 * fourteen ORM statements (twelve of them at once, which could take the whole pool for one request). Its columns are
 * declared in consulta-columnas.ts.
 * With a `lectura`, the same statement writes the audit row of the read (docs/estilo.md §9) — only when the CV
 * exists, so a NOT_FOUND leaves no row, and never a read without its row.
 */
import { leerFila, listaSelect } from '../../../../nucleo/sql/columnas';
import {
  AUXILIARES_RESUMEN_HV,
  COLUMNAS_RESUMEN_HV,
  type FilaHojaDeVida,
  SECCIONES_HV,
} from './consulta-columnas';

/** Who reads, for the audit row written by the same statement. */
export interface LecturaAuditada {
  usuarioId: number | null;
  ip: string;
  /** Audit `detalle` (never personal data), e.g. the order the CV was opened from. */
  detalle: Record<string, unknown> | null;
}

const base = (donde: string) => `select ${listaSelect({ ...COLUMNAS_RESUMEN_HV, ...AUXILIARES_RESUMEN_HV })}
  from hoja_de_vida h
  join candidato c on c.id = h.candidato_id
  left join ciudad le on le.id = c.lugar_expedicion_id
  left join ciudad cv on cv.id = c.ciudad_donde_vive_id
  where ${donde}`;
const BASE = base('h.candidato_id = ?');
/** The child lists, read from the CV's columns (`b`). */
const SECCIONES = listaSelect(SECCIONES_HV);

/** A row of the statement, column by column. */
export const leerFilaHv = (fila: Record<string, unknown>): FilaHojaDeVida => ({
  ...leerFila(COLUMNAS_RESUMEN_HV, fila),
  ...leerFila(AUXILIARES_RESUMEN_HV, fila),
  ...leerFila(SECCIONES_HV, fila),
});

export interface ConsultaHv {
  sql: string;
  params: unknown[];
}

/** The CVs of several candidates in one statement (a row per candidate that has one), without audit: the
 * set-based writes (the import) recompute their percentages from it. */
export function consultaHojasDeVida(candidatoIds: readonly number[]): ConsultaHv {
  return {
    sql: `select b.*, ${SECCIONES} from (${base('h.candidato_id = any(?::int[])')}) b`,
    params: [`{${candidatoIds.map((id) => Math.trunc(id)).join(',')}}`],
  };
}

/** The CV of a candidate (no row when the candidate or its CV does not exist), auditing the read when `lectura` is given. */
export function consultaHojaDeVida(candidatoId: number, lectura?: LecturaAuditada): ConsultaHv {
  const id = Math.trunc(candidatoId);
  if (!lectura) return { sql: `select b.*, ${SECCIONES} from (${BASE}) b`, params: [id] };
  const sql = `with b as (${BASE}),
    lectura as (
      insert into auditoria (usuario_id, accion, recurso, recurso_id, detalle, ip, fecha)
      select ?::int, 'lectura_hoja_de_vida', 'hojasDeVida.resumen', b."candidatoId"::text, ?::jsonb, ?, now() from b
    )
  select b.*, ${SECCIONES} from b`;
  return {
    sql,
    params: [
      id,
      lectura.usuarioId,
      lectura.detalle === null ? null : JSON.stringify(lectura.detalle),
      lectura.ip,
    ],
  };
}
