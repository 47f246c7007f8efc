/**
 * The download of a backup file (POST /api/respaldos/descargar, apps/server/src/http/respaldos.ts): the backup must be
 * one the folder lists; each download is audited before the first byte goes out.
 */
import { MENSAJES_RESPALDOS as M } from '@talento/rules';
import { registrarAuditoria } from '../../../../nucleo/auditoria';
import type { ContextInner } from '../../../../nucleo/context';
import { AppError, noEncontrado } from '../../../../nucleo/errors';

export async function prepararDescarga(ctx: ContextInner, nombre: string) {
  const puerto = ctx.configuracion.respaldos;
  if (!puerto) throw new AppError('PRECONDITION_FAILED', M.baseExterna, M.baseExterna);
  const archivo = await puerto.archivo(nombre);
  if (!archivo) throw noEncontrado();
  await registrarAuditoria(
    ctx,
    'respaldo.descargar',
    'respaldo',
    { tamanoBytes: archivo.tamanoBytes },
    nombre,
  );
  return { ...archivo, nombreDescarga: `talento-respaldo-${nombre}.tar.gz` };
}
