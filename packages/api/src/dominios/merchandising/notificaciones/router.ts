/** Notifications to merchandisers' devices (spec 03 §2 Notifications, §5, §6 read_reporte): regions, devices, send, history. */
import {
  DispositivosElegibles,
  EntradaDispositivosElegibles,
  EntradaEnviarNotificacion,
  EntradaRegionesCliente,
  FiltrosHistorialNotificaciones,
  HistorialNotificaciones,
  RegionesCliente,
} from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarElegibles } from './servicios/elegibles';
import { enviarNotificacion } from './servicios/enviar';
import { historialNotificaciones } from './servicios/historial';
import { regionesDeCliente } from './servicios/regiones';
import { router } from '../../../nucleo/trpc';
import { ResultadoEnviarNotificacionDto } from './dto';

// The spec gives the whole screen (and sending from it) read_reporte.
const notificaciones = staffProcedure('read_reporte', { alcanceCliente: true });

export const notificacionesRouter = router({
  regiones: notificaciones
    .input(EntradaRegionesCliente)
    .output(RegionesCliente)
    .query(({ ctx, input }) => regionesDeCliente(ctx.em, ctx.sesion.usuario.alcance, input.clienteId)),
  dispositivos: notificaciones
    .input(EntradaDispositivosElegibles)
    .output(DispositivosElegibles)
    .query(({ ctx, input }) =>
      listarElegibles(ctx.em, ctx.sesion.usuario.alcance, input.clienteId, input.regionId, ctx.now()),
    ),
  enviar: notificaciones
    .input(EntradaEnviarNotificacion)
    .output(ResultadoEnviarNotificacionDto)
    .mutation(({ ctx, input }) => enviarNotificacion(ctx.em, ctx.sesion.usuario, input, ctx.now())),
  historial: notificaciones
    .input(FiltrosHistorialNotificaciones)
    .output(HistorialNotificaciones)
    .query(({ ctx, input }) => historialNotificaciones(ctx.em, ctx.sesion.usuario.alcance, input)),
});
