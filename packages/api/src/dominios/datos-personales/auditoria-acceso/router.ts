/**
 * `datosPersonales.accesos`: the access audit of personal data (who opened, printed or exported a CV, who exported a
 * list with personal data). The rows are in the append-only `auditoria` table: no procedure updates or deletes one.
 */
import {
  ACCESOS_RECIENTES_HV,
  EntradaPersonaDatos,
  FiltroAccesosDatos,
  TAMANO_PAGINA_ACCESOS,
} from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { AccesosRecientesDto, ImpresionRegistradaDto, PaginaAccesosDatosDto } from './dto';
import { accesosDePersona, listarAccesos } from './servicios/consulta';
import { registrarImpresion } from './servicios/impresion';

export const accesosRouter = router({
  /** The administrator's screen: filtered by user, Bogotá days and person, newest first. */
  listar: staffProcedure('admin_datos_personales', { alcanceCliente: false })
    .input(FiltroAccesosDatos)
    .output(PaginaAccesosDatosDto)
    .query(({ ctx, input }) => listarAccesos(ctx.em, input, TAMANO_PAGINA_ACCESOS)),
  /** The CV's «Accesos recientes». */
  recientes: staffProcedure('read_hojadevida', { alcanceCliente: false })
    .input(EntradaPersonaDatos)
    .output(AccesosRecientesDto)
    .query(async ({ ctx, input }) => ({
      filas: await accesosDePersona(ctx.em, input.candidatoId, ACCESOS_RECIENTES_HV),
    })),
  /** The CV's «Imprimir» writes its access row before the browser prints. */
  registrarImpresion: staffProcedure('read_hojadevida', { alcanceCliente: false })
    .input(EntradaPersonaDatos)
    .output(ImpresionRegistradaDto)
    .mutation(({ ctx, input }) => registrarImpresion(ctx, input.candidatoId)),
});
