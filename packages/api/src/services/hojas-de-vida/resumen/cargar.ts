import type { EntityManager } from '@mikro-orm/postgresql';
import { HojaDeVida } from '@talento/db';
import { noEncontrado } from '../../../errors';

/**
 * The CV of a candidate, with the candidate and its cities. CVs are not client-scoped: a candidate
 * belongs to the agency and any staff user with read_hojadevida may read it. A missing candidate (or a
 * candidate without CV) answers NOT_FOUND.
 */
export async function cargarHojaDeVida(em: EntityManager, candidatoId: number): Promise<HojaDeVida> {
  const hv = await em.findOne(HojaDeVida, { candidato: candidatoId }, { populate: ['candidato.ciudadDondeVive', 'candidato.lugarExpedicion'] });
  if (!hv) throw noEncontrado();
  return hv;
}

/** Only the id of the CV of a candidate (widgets that do not need the rest). */
export async function idHojaDeVida(em: EntityManager, candidatoId: number): Promise<number> {
  const fila = await em.findOne(HojaDeVida, { candidato: candidatoId }, { fields: ['id'] });
  if (!fila) throw noEncontrado();
  return fila.id;
}

/** 'YYYY-MM-DD' of a date column (MikroORM returns strings for `date`), or null. */
export const fechaIso = (valor: string | Date | null | undefined): string | null =>
  valor === null || valor === undefined ? null : typeof valor === 'string' ? valor.slice(0, 10) : valor.toISOString().slice(0, 10);

/** Whole-number value of a decimal column, or null. */
export const numeroONulo = (valor: number | string | null | undefined): number | null =>
  valor === null || valor === undefined || valor === '' ? null : Number(valor);
