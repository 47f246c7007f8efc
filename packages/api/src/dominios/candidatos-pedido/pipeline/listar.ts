import { EntradaListarCandidatos } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarCandidatos } from '../servicios/listar';
import { ListaCandidatosDto } from './dto';

/** `candidatosPedido.listar`: pre-selected (by score), selected and spontaneous candidates of an order in scope. */
export const listar = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaListarCandidatos)
  .output(ListaCandidatosDto)
  .query(({ ctx, input }) =>
    listarCandidatos(ctx.em, ctx.sesion.usuario, input.pedidoId, ctx.now(), input.busqueda),
  );
