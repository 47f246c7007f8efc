import { z } from 'zod';
import { IdFormularioPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { pedidoParaFormulario } from '../servicios/formulario-lectura';
import { PedidoFormularioDto } from './dto';

/** Everything the form needs to edit or duplicate an order (lines = own city line + 112 children). */
export const paraFormulario = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(z.object({ id: IdFormularioPedido }))
  .output(PedidoFormularioDto)
  .query(({ ctx, input }) => pedidoParaFormulario(ctx.em, ctx.sesion.usuario.alcance, input.id));
