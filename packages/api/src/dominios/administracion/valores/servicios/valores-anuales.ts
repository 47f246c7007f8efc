/**
 * Administración › Valores anuales: the yearly minimum wage and transport aid. Decisions (docs/decisiones): a new row
 * takes effect after today (Bogotá); a row whose day has arrived is never edited nor removed (orders and profiles of
 * those days are computed with it); a future row may be edited (with its version) or removed — nothing points to it.
 * Every change writes its audit row in the same transaction.
 */
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Usuario, ValorAnual } from '@talento/db';
import {
  fechaIsoDeColumna,
  hoyIso,
  MENSAJES_VALORES_ANUALES as M,
  partesFechaIso,
  valorAnualModificable,
  valorAnualVigente,
  type EntradaCrearValorAnual,
  type EntradaEditarValorAnual,
  type FechaIso,
} from '@talento/rules';
import { auditarCambio } from '../../../../nucleo/auditoria';
import type { ContextInner } from '../../../../nucleo/context';
import { AppError, conflicto, errorDeCampos, noEncontrado } from '../../../../nucleo/errors';
import type { ValorAnualDto } from '../dto';

type Actor = Pick<ContextInner, 'sesion' | 'ip'>;

const diaDe = (v: ValorAnual): FechaIso => fechaIsoDeColumna(v.vigenteDesde) ?? String(v.vigenteDesde);
const nombreDe = (u: Usuario | null | undefined): string | null =>
  u ? `${u.firstName} ${u.lastName}`.trim() || u.username : null;
const auditado = (v: ValorAnual) => ({
  vigenteDesde: diaDe(v),
  smmlv: v.smmlv,
  auxilioTransporte: v.auxilioTransporte,
});

function aDto(v: ValorAnual, hoy: FechaIso, vigenteId: number | null): ValorAnualDto {
  const dia = diaDe(v);
  return {
    id: v.id,
    version: v.version,
    anio: partesFechaIso(dia).anio,
    vigenteDesde: dia,
    smmlv: v.smmlv,
    auxilioTransporte: v.auxilioTransporte,
    creadoPor: nombreDe(v.createdBy),
    creadoEn: v.createdAt,
    vigente: v.id === vigenteId,
    modificable: valorAnualModificable(dia, hoy),
  };
}

/** `administracion.valores.listar`: every row, newest first, with the one in force today marked. */
export async function listarValoresAnuales(em: EntityManager, ahora: Date) {
  const hoy = hoyIso(ahora);
  const filas = await em.find(ValorAnual, {}, { populate: ['createdBy'], orderBy: { vigenteDesde: 'desc' } });
  const vigente = valorAnualVigente(
    filas.map((f) => ({ id: f.id, vigenteDesde: diaDe(f) })),
    hoy,
  );
  return { valores: filas.map((f) => aDto(f, hoy, vigente?.id ?? null)), hoy };
}

/** The day must be after today and not already taken by another row (messages under the field). */
async function exigirDiaLibre(
  tx: EntityManager,
  dia: FechaIso,
  hoy: FechaIso,
  propio?: number,
): Promise<void> {
  if (!valorAnualModificable(dia, hoy)) throw errorDeCampos({ vigenteDesde: M.vigenteDesdeNoFutura });
  const otro = await tx.count(ValorAnual, { vigenteDesde: dia, ...(propio ? { id: { $ne: propio } } : {}) });
  if (otro > 0) throw errorDeCampos({ vigenteDesde: M.vigenteDesdeRepetida(dia) });
}

/** Two administrators entering the same day at once: the unique index refuses the second, with the same message. */
async function conDiaUnico<T>(dia: FechaIso, trabajo: () => Promise<T>): Promise<T> {
  try {
    return await trabajo();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw errorDeCampos({ vigenteDesde: M.vigenteDesdeRepetida(dia) });
    throw error;
  }
}

/** `administracion.valores.crear`: a new row in force from a future day. */
export async function crearValorAnual(
  em: EntityManager,
  actor: Actor,
  entrada: EntradaCrearValorAnual,
  ahora: Date,
): Promise<ValorAnualDto> {
  const hoy = hoyIso(ahora);
  return conDiaUnico(entrada.vigenteDesde, () =>
    em.transactional(async (tx) => {
      await exigirDiaLibre(tx, entrada.vigenteDesde, hoy);
      const fila = tx.create(ValorAnual, {
        vigenteDesde: entrada.vigenteDesde,
        smmlv: entrada.smmlv,
        auxilioTransporte: entrada.auxilioTransporte,
        createdBy: actor.sesion ? tx.getReference(Usuario, actor.sesion.usuario.id) : null,
        createdAt: ahora,
      });
      await tx.flush();
      auditarCambio(tx, actor, {
        accion: 'valor_anual.crear',
        recurso: 'valor_anual',
        recursoId: fila.id,
        antes: null,
        despues: auditado(fila),
      });
      await tx.flush();
      await tx.populate(fila, ['createdBy']);
      return aDto(fila, hoy, null);
    }),
  );
}

/** The row locked for the change, at the version the screen had, whose day is still to come. */
async function cargarModificable(
  tx: EntityManager,
  id: number,
  version: number,
  hoy: FechaIso,
): Promise<ValorAnual> {
  const fila = await tx.findOne(ValorAnual, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!fila) throw noEncontrado();
  if (fila.version !== version) throw conflicto();
  if (!valorAnualModificable(diaDe(fila), hoy)) throw new AppError('CONFLICT', M.yaVigente(diaDe(fila)));
  return fila;
}

/** `administracion.valores.editar`: a future row's day and values. */
export async function editarValorAnual(
  em: EntityManager,
  actor: Actor,
  entrada: EntradaEditarValorAnual,
  ahora: Date,
): Promise<ValorAnualDto> {
  const hoy = hoyIso(ahora);
  return conDiaUnico(entrada.vigenteDesde, () =>
    em.transactional(async (tx) => {
      const fila = await cargarModificable(tx, entrada.id, entrada.version, hoy);
      await exigirDiaLibre(tx, entrada.vigenteDesde, hoy, fila.id);
      const antes = auditado(fila);
      tx.assign(fila, {
        vigenteDesde: entrada.vigenteDesde,
        smmlv: entrada.smmlv,
        auxilioTransporte: entrada.auxilioTransporte,
      });
      auditarCambio(tx, actor, {
        accion: 'valor_anual.editar',
        recurso: 'valor_anual',
        recursoId: fila.id,
        antes,
        despues: auditado(fila),
      });
      await tx.flush();
      await tx.populate(fila, ['createdBy']);
      return aDto(fila, hoy, null);
    }),
  );
}

/** `administracion.valores.eliminar`: removes a future row (nothing points to it; the audit keeps its values). */
export async function eliminarValorAnual(
  em: EntityManager,
  actor: Actor,
  entrada: { id: number; version: number },
  ahora: Date,
): Promise<{ id: number }> {
  const hoy = hoyIso(ahora);
  return em.transactional(async (tx) => {
    const fila = await cargarModificable(tx, entrada.id, entrada.version, hoy);
    auditarCambio(tx, actor, {
      accion: 'valor_anual.eliminar',
      recurso: 'valor_anual',
      recursoId: fila.id,
      antes: auditado(fila),
      despues: null,
    });
    tx.remove(fila);
    await tx.flush();
    return { id: entrada.id };
  });
}
