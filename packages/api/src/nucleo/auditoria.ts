import { Auditoria } from '@talento/db';
import type { ContextInner } from './context';

/**
 * Writes one audit row (CV reads, refused access). Uses its own fork so a failing or rolled-back
 * request still leaves its trace; never stores personal data in `detalle`.
 */
export async function registrarAuditoria(
  ctx: Pick<ContextInner, 'em' | 'sesion' | 'ip'>,
  accion: string,
  recurso: string,
  detalle?: Record<string, unknown>,
  recursoId?: string | number,
): Promise<void> {
  const em = ctx.em.fork();
  em.create(Auditoria, {
    usuarioId: ctx.sesion?.usuario.id ?? null,
    accion,
    recurso,
    recursoId: recursoId === undefined ? null : String(recursoId),
    detalle: detalle ?? null,
    ip: ctx.ip,
  });
  await em.flush();
}
