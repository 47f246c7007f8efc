import type { EntityManager } from '@mikro-orm/postgresql';
import { ValorAnual } from '@talento/db';
import {
  fechaEnZonaNegocio,
  fechaIsoDeColumna,
  MENSAJES_VALORES_ANUALES as M,
  type FechaIso,
} from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';

/** The minimum wage and transport aid in force on a day, whole pesos, and the day they took effect. */
export interface ValoresVigentes {
  vigenteDesde: FechaIso;
  smmlv: number;
  auxilioTransporte: number;
}

/**
 * The yearly values in force on the date that matters (issue 34 §6): an order's request day, a profile's day, today
 * for a new form. An instant is read as its Bogotá calendar day; the row is the latest `vigente_desde` on or before
 * that day (before every row, the earliest: the old single value applied to all time). Read from the database on
 * every call, never cached, so values entered for 01/01 apply that day without a restart.
 */
export async function valoresVigentes(em: EntityManager, momento: Date | FechaIso): Promise<ValoresVigentes> {
  const dia = typeof momento === 'string' ? momento : fechaEnZonaNegocio(momento);
  const fila =
    (await em.findOne(ValorAnual, { vigenteDesde: { $lte: dia } }, { orderBy: { vigenteDesde: 'desc' } })) ??
    (await em.findOne(ValorAnual, {}, { orderBy: { vigenteDesde: 'asc' } }));
  if (!fila) throw new AppError('PRECONDITION_FAILED', M.sinValores);
  return {
    vigenteDesde: fechaIsoDeColumna(fila.vigenteDesde) ?? dia,
    smmlv: fila.smmlv,
    auxilioTransporte: fila.auxilioTransporte,
  };
}
