import { EntradaAgregarVariosAPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { agregarVariosAPedido as agregar } from '../servicios/gestion/agregar-varios';
import { AgregadosVariosDto } from './dto';

/**
 * `hojasDeVida.agregarVariosAPedido`: the CV searches' bulk "Agregar a pedido" — the flag, the client scope and every
 * rule of `hojasDeVida.agregarAPedido`, each person in their own transaction (up to 50), each one reported.
 */
export const agregarVariosAPedido = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaAgregarVariosAPedido)
  .output(AgregadosVariosDto)
  .mutation(({ ctx, input }) => agregar(ctx.em, ctx.sesion.usuario, input, ctx.now()));
