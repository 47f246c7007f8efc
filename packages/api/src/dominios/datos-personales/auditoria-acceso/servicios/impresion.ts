import type { ContextInner } from '../../../../nucleo/context';
import { registrarAuditoria } from '../../../../nucleo/auditoria';
import { noEncontrado } from '../../../../nucleo/errors';

/** Records that the user printed the person's CV (NOT_FOUND for a person that does not exist). */
export async function registrarImpresion(
  ctx: Pick<ContextInner, 'em' | 'sesion' | 'ip'>,
  candidatoId: number,
): Promise<{ registrada: true }> {
  const [c] = await ctx.em.execute<{ id: number }[]>('select id from candidato where id = ?', [candidatoId]);
  if (!c) throw noEncontrado();
  await registrarAuditoria(ctx, 'impresion_hoja_de_vida', 'hojasDeVida.imprimir', undefined, candidatoId);
  return { registrada: true };
}
