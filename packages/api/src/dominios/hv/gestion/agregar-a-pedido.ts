import { EntradaAgregarAPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { agregarCandidato } from '../../candidatos-pedido';
import { AgregadoPedidoDto } from './dto';

/** `hojasDeVida.agregarAPedido`: "Agregar a pedido" through the order pipeline's own rules and event (candidatosPedido.agregar). */
export const agregarAPedido = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaAgregarAPedido)
  .output(AgregadoPedidoDto)
  .mutation(async ({ ctx, input }) => {
    const r = await agregarCandidato(ctx.em, ctx.sesion.usuario, input, ctx.now());
    return { id: r.id, estado: r.estado, pool: r.pool, mensaje: r.mensaje };
  });
