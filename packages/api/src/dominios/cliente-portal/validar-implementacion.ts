import { EntradaValidarImplementacion } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { cargarPedidoCliente } from './servicios/alcance';
import { clienteVePruebasDelPedido } from './servicios/visibilidad-pruebas';
import { ImplementacionDto } from './dto';

/**
 * `clientePortal.validarImplementacion` (spec 01 §7 "Validate implementation"): whether this user sees the tests of
 * this order — the same decision the order and CV reads apply (NOT_FOUND outside the user's orders).
 */
export const validarImplementacion = clienteProcedure()
  .input(EntradaValidarImplementacion)
  .output(ImplementacionDto)
  .query(async ({ ctx, input }) => {
    const pedido = await cargarPedidoCliente(ctx.em, ctx.sesion.usuario.alcance, input.pedidoId, ['cliente']);
    return { implementacion: await clienteVePruebasDelPedido(ctx.em, ctx.sesion.usuario, pedido) };
  });
