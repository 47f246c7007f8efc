/** Notifications to merchandisers' devices (spec 03 §2 Notifications, §5, §6 read_reporte): regions, devices, send, history. */
import { EntradaRegionesCliente } from '@talento/rules';
import { staffProcedure } from '../../procedures';
import { regionesDeCliente } from '../../services/merchandising/notificaciones/regiones';
import { router } from '../../trpc';

const lectura = staffProcedure('read_reporte', { alcanceCliente: true });

export const notificacionesRouter = router({
  regiones: lectura.input(EntradaRegionesCliente).query(({ ctx, input }) => regionesDeCliente(ctx.em, ctx.sesion.usuario.alcance, input.clienteId)),
});
