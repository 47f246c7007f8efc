/** Stock clients (spec 02 §6 `add_cliente_stock`, §7 "Stock clients"): list, add, switch maneja_stock off. */
import { EntradaClienteStock, EntradaListarClientesStock } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { agregarClienteStock, listarClientesStock, quitarClienteStock } from './servicio';
import { router } from '../../../nucleo/trpc';
import { ListaClientesStockDto, ResultadoClienteStockDto } from './dto';

// The spec names one flag for the screen and its changes; reading the list needs it too (it is the screen's).
const clientesStock = staffProcedure('add_cliente_stock', { alcanceCliente: true });

export const stockClientesRouter = router({
  listar: clientesStock
    .input(EntradaListarClientesStock)
    .output(ListaClientesStockDto)
    .query(({ ctx, input }) => listarClientesStock(ctx.em, ctx.sesion.usuario.alcance, input)),
  agregar: clientesStock
    .input(EntradaClienteStock)
    .output(ResultadoClienteStockDto)
    .mutation(({ ctx, input }) =>
      agregarClienteStock(ctx.em, ctx.sesion.usuario, input.clienteId, ctx.now()),
    ),
  quitar: clientesStock
    .input(EntradaClienteStock)
    .output(ResultadoClienteStockDto)
    .mutation(({ ctx, input }) => quitarClienteStock(ctx.em, ctx.sesion.usuario.alcance, input.clienteId)),
});
