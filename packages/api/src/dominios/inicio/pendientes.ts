import { MisPendientesSchema } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { avisoRespaldo } from '../administracion';
import { solicitudesPorVencer } from '../datos-personales';
import { misPendientes } from './servicios/pendientes';

/**
 * `inicio.pendientes`: the staff home's "Mis pendientes" (orders are behind read_pedido, as their dashboard), and for
 * the backups' administrators the warning of a late or failed backup; for holders of admin_datos_personales the
 * requests of data subjects due this week.
 */
export const pendientes = staffProcedure('read_pedido', { alcanceCliente: true })
  .output(MisPendientesSchema)
  .query(async ({ ctx }) => ({
    ...(await misPendientes(ctx.em, ctx.sesion.usuario.id, ctx.sesion.usuario.alcance, ctx.now())),
    respaldo: await avisoRespaldo(ctx.configuracion.respaldos, ctx.sesion.usuario, ctx.now()),
    solicitudesDatos: await solicitudesPorVencer(ctx.em, ctx.sesion.usuario, ctx.now()),
  }));
