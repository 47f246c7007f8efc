import { z } from 'zod';
import { FiltrosDashboardStock, IdFormularioPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { dashboardStock } from './servicios/dashboard';
import { detalleStock } from './servicios/detalle';
import { pedidoStockParaFormulario, perfilesStock } from './servicios/lectura';
import { DashboardStockDto, DetalleStockDto, PedidoStockFormularioDto, PerfilStockDto } from './dto';

/** Approved stock-type profiles of a client in scope (NOT_FOUND outside it). */
export const perfiles = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(z.object({ clienteId: IdFormularioPedido }))
  .output(z.array(PerfilStockDto))
  .query(({ ctx, input }) => perfilesStock(ctx.em, ctx.sesion.usuario.alcance, input.clienteId));

/** One stock order for the edit/duplicate form. */
export const paraFormulario = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(z.object({ id: IdFormularioPedido }))
  .output(PedidoStockFormularioDto)
  .query(({ ctx, input }) => pedidoStockParaFormulario(ctx.em, ctx.sesion.usuario.alcance, input.id));

/** Current stock orders of the user's clients. */
export const dashboard = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(FiltrosDashboardStock.default({}))
  .output(DashboardStockDto)
  .query(({ ctx, input }) =>
    dashboardStock(ctx.em, ctx.sesion.usuario.alcance, { ...input, vista: 'vigentes' }, ctx.now()),
  );

/** Cancelled and finished stock orders of the user's clients. */
export const dashboardCerrados = staffProcedure('read_pedido_cancelado_terminado', { alcanceCliente: true })
  .input(FiltrosDashboardStock.default({}))
  .output(DashboardStockDto)
  .query(({ ctx, input }) =>
    dashboardStock(ctx.em, ctx.sesion.usuario.alcance, { ...input, vista: 'cerrados' }, ctx.now()),
  );

/** Stock order detail with the candidate pools of each city line. */
export const detalle = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(z.object({ id: IdFormularioPedido }))
  .output(DetalleStockDto)
  .query(({ ctx, input }) => detalleStock(ctx.em, ctx.sesion.usuario.alcance, input.id));
