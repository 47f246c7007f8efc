/**
 * The door of the access export's ZIP, outside the router (the server streams it, tRPC does not answer it): a
 * procedure with the access of `datosPersonales.acceso.exportar` (admin_datos_personales: 401/403 and the
 * 'acceso_denegado' audit row as any other) and its input, then the ZIP, audited before its first byte.
 */
import type { Writable } from 'node:stream';
import { EntradaPersonaDatos } from '@talento/rules';
import { registrarAuditoria } from '../../../nucleo/auditoria';
import type { ContextInner } from '../../../nucleo/context';
import { staffProcedure } from '../../../nucleo/procedures';
import { createCallerFactory, router } from '../../../nucleo/trpc';
import { DescargaDatosDto } from './dto';
import { escribirZipDatos } from './servicios/zip';

const puerta = router({
  zip: staffProcedure('admin_datos_personales', { alcanceCliente: false })
    .input(EntradaPersonaDatos)
    .output(DescargaDatosDto)
    .mutation(({ input }) => ({ candidatoId: input.candidatoId })),
});
const llamar = createCallerFactory(puerta);

export { MIME_ZIP } from './servicios/zip';

/**
 * `POST /api/datos-personales/exportar` with `{ candidatoId }`: checks the caller, builds the documents, writes the
 * audit row, calls `alEmpezar` with the file name (the headers) and streams the ZIP to `destino`. A refusal, a bad
 * body or an unknown person throws the TRPCError before `alEmpezar`.
 */
export async function exportarDatosZip(
  ctx: ContextInner,
  cuerpo: unknown,
  destino: Writable,
  alEmpezar: (nombre: string) => void,
): Promise<void> {
  const { candidatoId } = await llamar(ctx).zip(cuerpo as EntradaPersonaDatos);
  await escribirZipDatos(ctx.em, candidatoId, ctx.now(), destino, async ({ nombre, documento }) => {
    await registrarAuditoria(
      ctx,
      'exportacion_datos_personales',
      'datosPersonales.acceso.exportar',
      { formato: 'zip', archivos: documento.archivos.length },
      candidatoId,
    );
    alEmpezar(nombre);
  });
}
