/**
 * Named reports (issue 19, spec 03 `/reporte/{idReporte}`): what a user may open and the frame's URL — any logged-in
 * user, filtered in the query by each report's flag and client — and the administrator's list and form.
 */
import {
  EntradaGuardarReporteEmbebido,
  EntradaIdReporteEmbebido,
  EntradaVisiblesReporteEmbebido,
} from '@talento/rules';
import { z } from 'zod';
import { autenticadoProcedure, staffProcedure } from '../../../nucleo/procedures';
import { guardarReporteEmbebido, listarReportesAdministrados } from './servicios/administrar';
import { reporteParaVer, reportesVisibles } from './servicios/lecturas';
import { router } from '../../../nucleo/trpc';
import {
  ReporteAdministradoDto,
  ReporteParaVerDto,
  ReportesAdministradosDto,
  ReportesVisiblesDto,
} from './dto';

const administrador = staffProcedure('change_reporteembebido', { alcanceCliente: true });

export const reportesEmbebidosRouter = router({
  visibles: autenticadoProcedure
    .input(EntradaVisiblesReporteEmbebido.default({}))
    .output(ReportesVisiblesDto)
    .query(({ ctx, input }) => reportesVisibles(ctx.em, ctx.sesion.usuario, input.tipo)),
  ver: autenticadoProcedure
    .input(EntradaIdReporteEmbebido)
    .output(ReporteParaVerDto)
    .query(({ ctx, input }) => reporteParaVer(ctx.em, ctx.sesion.usuario, input.id)),
  administrados: administrador
    .input(z.undefined())
    .output(ReportesAdministradosDto)
    .query(({ ctx }) => listarReportesAdministrados(ctx.em, ctx.sesion.usuario.alcance)),
  guardar: administrador
    .input(EntradaGuardarReporteEmbebido)
    .output(ReporteAdministradoDto)
    .mutation(({ ctx, input }) => guardarReporteEmbebido(ctx.em, ctx.sesion.usuario.alcance, input)),
});
