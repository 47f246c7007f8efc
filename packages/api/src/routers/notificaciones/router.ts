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
import { staffProcedure } from '../../procedures';
import { listarElegibles } from '../../services/merchandising/notificaciones/elegibles';
import { enviarNotificacion } from '../../services/merchandising/notificaciones/enviar';
import { historialNotificaciones } from '../../services/merchandising/notificaciones/historial';
import { regionesDeCliente } from '../../services/merchandising/notificaciones/regiones';
import { router } from '../../trpc';

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
    .query(({ ctx, input }) => listarElegibles(ctx.em, ctx.sesion.usuario.alcance, input.clienteId, input.regionId, ctx.now())),
  enviar: notificaciones.input(EntradaEnviarNotificacion).mutation(({ ctx, input }) => enviarNotificacion(ctx.em, ctx.sesion.usuario, input, ctx.now())),
  historial: notificaciones
    .input(FiltrosHistorialNotificaciones)
    .output(HistorialNotificaciones)
    .query(({ ctx, input }) => historialNotificaciones(ctx.em, ctx.sesion.usuario.alcance, input)),
});
