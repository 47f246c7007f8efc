/** The merchandisers' map, its configuration (Maps key) and visit compliance (issue 20, spec 03 GET /d/ruta/, /d/llegadas/, /d/reps/). */
import { Cumplimiento, EntradaCumplimiento, EntradaRecorrido, RecorridoDto } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { salidaDeLecturaFrecuente } from '../../../nucleo/salida-de-lectura-frecuente';
import { cumplimientoDeVisitas } from './servicios/cumplimiento';
import { recorridoDelDia } from './servicios/recorrido';
import { router } from '../../../nucleo/trpc';
import { configuracion } from './configuracion';

export const mapaMercaderistasRouter = router({
  recorrido: staffProcedure('read_reporte', { alcanceCliente: true })
    .input(EntradaRecorrido)
    .output(salidaDeLecturaFrecuente(RecorridoDto))
    .query(({ ctx, input }) => recorridoDelDia(ctx.em, ctx.sesion.usuario.alcance, input)),
  cumplimiento: staffProcedure('read_reporte', { alcanceCliente: true })
    .input(EntradaCumplimiento)
    .output(Cumplimiento)
    .query(({ ctx, input }) => cumplimientoDeVisitas(ctx.em, ctx.sesion.usuario.alcance, input)),
  configuracion,
});
