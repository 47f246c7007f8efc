/** `datosPersonales.acceso`: everything the product holds about a person (Ley 1581 de 2012 art. 8 lit. a), audited. */
import { EntradaExportacionDatos } from '@talento/rules';
import { registrarAuditoria } from '../../../nucleo/auditoria';
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { ArchivoDatosDto } from './dto';
import { exportarDatos } from './servicios/exportar';

export const accesoRouter = router({
  exportar: staffProcedure('admin_datos_personales', { alcanceCliente: false })
    .input(EntradaExportacionDatos)
    .output(ArchivoDatosDto)
    .mutation(async ({ ctx, input }) => {
      const archivo = await exportarDatos(ctx.em, input, ctx.now());
      await registrarAuditoria(
        ctx,
        'exportacion_datos_personales',
        'datosPersonales.acceso.exportar',
        { formato: input.formato },
        input.candidatoId,
      );
      return archivo;
    }),
});
