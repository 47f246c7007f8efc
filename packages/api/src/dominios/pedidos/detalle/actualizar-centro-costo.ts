import { EntradaCentroCosto } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { actualizarCentroCosto as actualizar } from '../servicios/detalle-centro-costo';
import { CentroCostoDto } from './dto';

/** `pedidos.actualizarCentroCosto`: inline edit of the cost centre (required unless cancelled). */
export const actualizarCentroCosto = staffProcedure('change_pedido', { alcanceCliente: true })
  .input(EntradaCentroCosto)
  .output(CentroCostoDto)
  .mutation(({ ctx, input }) => actualizar(ctx.em, ctx.sesion.usuario, input));
