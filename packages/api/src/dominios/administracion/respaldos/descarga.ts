/**
 * The door of a backup download, outside the router (the file is streamed by the server, not answered by tRPC): a
 * procedure with the screen's access (admin_respaldos: 401/403 and the 'acceso_denegado' audit row as any other) and
 * input (the folder name), whose answer is the file to stream, after the download's audit row is written.
 */
import { EntradaDescargaRespaldo } from '@talento/rules';
import type { ContextInner } from '../../../nucleo/context';
import { staffProcedure } from '../../../nucleo/procedures';
import { createCallerFactory, router } from '../../../nucleo/trpc';
import { DescargaRespaldoDto } from './dto';
import { prepararDescarga } from './servicios/descarga';

const puerta = router({
  descargar: staffProcedure('admin_respaldos', { alcanceCliente: false })
    .input(EntradaDescargaRespaldo)
    .output(DescargaRespaldoDto)
    .mutation(({ ctx, input }) => prepararDescarga(ctx, input.nombre)),
});
const llamar = createCallerFactory(puerta);

/** Throws the TRPCError of a refusal (no session, no flag, bad name, unknown backup, external database). */
export function autorizarDescargaRespaldo(ctx: ContextInner, nombre: unknown) {
  return llamar(ctx).descargar({ nombre } as EntradaDescargaRespaldo);
}
