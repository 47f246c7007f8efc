import { EntradaIdPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { salidaDeLecturaFrecuente } from '../../../nucleo/salida-de-lectura-frecuente';
import { obtenerDetalle } from '../servicios/detalle';
import { DetallePedidoDto } from './dto';

/** `pedidos.detalle`: information, stage and actions panels of one order of the caller's clients. */
export const detalle = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaIdPedido)
  .output(salidaDeLecturaFrecuente(DetallePedidoDto))
  .query(({ ctx, input }) => obtenerDetalle(ctx.em, ctx.sesion.usuario, input.id, ctx.now()));
