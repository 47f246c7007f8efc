import type { EntityManager } from '@mikro-orm/postgresql';
import { Auditoria } from '@talento/db';
import type { ContextInner } from './context';

/**
 * Writes one audit row (CV reads, refused access, logins). Uses its own fork so a failing or rolled-back
 * request still leaves its trace; never stores personal data in `detalle`.
 */
export async function registrarAuditoria(
  ctx: Pick<ContextInner, 'em' | 'sesion' | 'ip'>,
  accion: string,
  recurso: string,
  detalle?: Record<string, unknown>,
  recursoId?: string | number,
  /** Who acted when the request has no session yet (a login): else the session's user. */
  actorId?: number,
): Promise<void> {
  const em = ctx.em.fork();
  em.create(Auditoria, {
    usuarioId: actorId ?? ctx.sesion?.usuario.id ?? null,
    accion,
    recurso,
    recursoId: recursoId === undefined ? null : String(recursoId),
    detalle: detalle ?? null,
    ip: ctx.ip,
  });
  await em.flush();
}

/** One change made in Administración: what was done to which record, and its values before and after (no passwords). */
export interface CambioAuditado {
  /** e.g. `usuario.crear`, `cliente.editar`, `valor_anual.crear`. */
  accion: string;
  /** The table or screen changed (`usuario`, `cliente`, `grupo`…). */
  recurso: string;
  recursoId: string | number;
  antes?: Record<string, unknown> | null;
  despues?: Record<string, unknown> | null;
  /** Who acted when there is no session (a person using their password link): else the session's user. */
  actorId?: number;
}

/**
 * Writes the audit row of an administration change in the caller's transaction: it exists exactly when the change
 * does (a change rolled back leaves no row; a row never claims a change that did not happen). Who and from where come
 * from the session. The table is append-only (a trigger refuses updates and deletes).
 */
export function auditarCambio(
  tx: EntityManager,
  ctx: Pick<ContextInner, 'sesion' | 'ip'>,
  cambio: CambioAuditado,
): void {
  tx.create(Auditoria, {
    usuarioId: cambio.actorId ?? ctx.sesion?.usuario.id ?? null,
    accion: cambio.accion,
    recurso: cambio.recurso,
    recursoId: String(cambio.recursoId),
    detalle: { antes: cambio.antes ?? null, despues: cambio.despues ?? null },
    ip: ctx.ip,
  });
}
