import type { EntityManager } from '@mikro-orm/postgresql';
import { HojaDeVida } from '@talento/db';
import { consultaPreparada } from '../../../../nucleo/sql/consulta-preparada';
import { noEncontrado } from '../../../../nucleo/errors';
import { consultaHojaDeVida, leerFilaHv, type LecturaAuditada } from './consulta';
import type { FilaHojaDeVida } from './consulta-columnas';

/**
 * The CV of a candidate with every child list, in one prepared statement that also writes the audit row
 * of the read. CVs are not client-scoped: a candidate belongs to the agency and any staff user with
 * read_hojadevida may read it. A missing candidate (or a candidate without CV) answers NOT_FOUND.
 */
export async function leerHojaDeVida(
  em: EntityManager,
  candidatoId: number,
  lectura: LecturaAuditada,
): Promise<FilaHojaDeVida> {
  const consulta = consultaHojaDeVida(candidatoId, lectura);
  const [fila] = await consultaPreparada<Record<string, unknown>>(em, consulta.sql, consulta.params);
  if (!fila) throw noEncontrado();
  return leerFilaHv(fila);
}

/** The same data inside the caller's transaction, without audit (writers recomputing the percentages); null when missing. */
export async function leerHojaDeVidaEn(
  tx: EntityManager,
  candidatoId: number,
): Promise<FilaHojaDeVida | null> {
  const consulta = consultaHojaDeVida(candidatoId);
  const [fila] = await tx.execute<Record<string, unknown>[]>(consulta.sql, consulta.params);
  return fila ? leerFilaHv(fila) : null;
}

/** Only the id of the CV of a candidate (widgets that do not need the rest). */
export async function idHojaDeVida(em: EntityManager, candidatoId: number): Promise<number> {
  const fila = await em.findOne(HojaDeVida, { candidato: candidatoId }, { fields: ['id'] });
  if (!fila) throw noEncontrado();
  return fila.id;
}

/** Whole-number value of a decimal column, or null. */
export const numeroONulo = (valor: number | string | null | undefined): number | null =>
  valor === null || valor === undefined || valor === '' ? null : Number(valor);
