/** Incidents of merchandisers (spec 03 §2 Novedades, §6 read_reporte / change_novedad): list, solution, photo, update. */
import {
  EntradaActualizarNovedad,
  EntradaFotoNovedad,
  EntradaIdNovedad,
  FiltrosNovedades,
  FotoNovedadDto,
  ListaNovedades,
  SolucionNovedad,
} from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { actualizarNovedad } from './servicios/actualizar';
import { fotoNovedad } from './servicios/foto';
import { listarNovedades } from './servicios/listar';
import { solucionNovedad } from './servicios/solucion';
import { router } from '../../../nucleo/trpc';
import { ResultadoActualizarNovedadDto } from './dto';

const lectura = staffProcedure('read_reporte', { alcanceCliente: true });
// The update modal is the screen's (read_reporte) and its own flag (change_novedad): both are required.
const cambio = staffProcedure('change_novedad', {
  alcanceCliente: true,
  permisosAdicionales: ['read_reporte'],
});

export const novedadesRouter = router({
  listar: lectura
    .input(FiltrosNovedades)
    .output(ListaNovedades)
    .query(({ ctx, input }) => listarNovedades(ctx.em, ctx.sesion.usuario.alcance, input)),
  solucion: lectura
    .input(EntradaIdNovedad)
    .output(SolucionNovedad)
    .query(({ ctx, input }) => solucionNovedad(ctx.em, ctx.sesion.usuario.alcance, input.id)),
  foto: lectura
    .input(EntradaFotoNovedad)
    .output(FotoNovedadDto)
    .query(({ ctx, input }) =>
      fotoNovedad(ctx.em, ctx.sesion.usuario.alcance, input.novedadId, input.fotoId),
    ),
  actualizar: cambio
    .input(EntradaActualizarNovedad)
    .output(ResultadoActualizarNovedadDto)
    .mutation(({ ctx, input }) => actualizarNovedad(ctx.em, ctx.sesion.usuario, input, ctx.now())),
});
