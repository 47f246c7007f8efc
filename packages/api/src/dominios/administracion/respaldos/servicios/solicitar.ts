/**
 * "Respaldar ahora": enqueues a run of the same job as the daily schedule (the server's worker runs `npm run respaldo` in
 * a child process). One at a time: a run already queued or running is said, not duplicated. The request is audited.
 */
import { MENSAJES_RESPALDOS as M } from '@talento/rules';
import { registrarAuditoria } from '../../../../nucleo/auditoria';
import type { ContextInner } from '../../../../nucleo/context';
import { AppError } from '../../../../nucleo/errors';

export async function solicitarRespaldo(ctx: ContextInner) {
  const puerto = ctx.configuracion.respaldos;
  if (!puerto) throw new AppError('PRECONDITION_FAILED', M.baseExterna, M.baseExterna);
  if (!puerto.cola) throw new AppError('PRECONDITION_FAILED', M.sinProgramacion, M.sinProgramacion);
  const usuario = ctx.sesion?.usuario.username ?? '';
  let encolado: boolean;
  try {
    encolado = await puerto.cola.solicitar(usuario);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', M.noEncolado, M.noEncolado);
  }
  if (!encolado) throw new AppError('CONFLICT', M.yaEnCurso, M.yaEnCurso);
  await registrarAuditoria(ctx, 'respaldo.solicitar', 'respaldo');
  return { ultimaCorrida: await puerto.cola.ultimaCorrida() };
}
