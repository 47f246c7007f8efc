/**
 * Candidates by stock category (spec 02 §6 `add_candidatocategoriastock`, §7 "Candidates by category",
 * "Candidate-category to order", "compatible current orders"). Traceability is `hojasDeVida.trazabilidad`.
 */
import {
  EntradaAgregarCandidatoCategoria,
  EntradaCandidatoCategoria,
  EntradaEnviarCandidatoCategoriaAPedido,
  EntradaEnviarCandidatosCategoriaAPedido,
  EntradaListarCandidatosCategoria,
} from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarCandidatosCategoria } from './servicios/candidatos-categoria-lista';
import {
  agregarCandidatoCategoria,
  enviarCandidatoCategoriaAPedido,
  pedidosCompatibles,
  retirarCandidatoCategoria,
} from './servicios/candidatos-categoria';
import { enviarVariosAPedido, lineasStockDestino } from './servicios/enviar-varios';
import { listarCategorias } from '../categorias/servicio';
import { router } from '../../../nucleo/trpc';
import {
  ListaCandidatosCategoriaDto,
  ListaCategoriasStockDto,
  LineasStockDestinoDto,
  PedidosCompatiblesDto,
  ResultadoAgregarCandidatoCategoriaDto,
  ResultadoEnviarAPedidoDto,
  ResultadoRetirarCandidatoCategoriaDto,
  ResultadoEnviarVariosAPedidoDto,
} from './dto';

// Categories hold agency people, not a client's: the category procedures have no client scope.
const categoria = staffProcedure('add_candidatocategoriastock', { alcanceCliente: false });
// Sending to an order adds a candidate to it: both flags, and the orders are the user's clients'.
const aPedido = staffProcedure('add_candidatocategoriastock', {
  alcanceCliente: true,
  permisosAdicionales: ['add_candidatopedido'],
});

export const candidatosCategoriaRouter = router({
  /** The active categories, for the screen's filter and the add form. */
  categorias: categoria.output(ListaCategoriasStockDto).query(({ ctx }) => listarCategorias(ctx.em, 1)),
  listar: categoria
    .input(EntradaListarCandidatosCategoria)
    .output(ListaCandidatosCategoriaDto)
    .query(({ ctx, input }) => listarCandidatosCategoria(ctx.em, input, ctx.now())),
  agregar: categoria
    .input(EntradaAgregarCandidatoCategoria)
    .output(ResultadoAgregarCandidatoCategoriaDto)
    .mutation(({ ctx, input }) => agregarCandidatoCategoria(ctx.em, ctx.sesion.usuario.id, input, ctx.now())),
  retirar: categoria
    .input(EntradaCandidatoCategoria)
    .output(ResultadoRetirarCandidatoCategoriaDto)
    .mutation(({ ctx, input }) => retirarCandidatoCategoria(ctx.em, input.id)),
  pedidosCompatibles: aPedido
    .input(EntradaCandidatoCategoria)
    .output(PedidosCompatiblesDto)
    .query(({ ctx, input }) => pedidosCompatibles(ctx.em, ctx.sesion.usuario, input.id)),
  enviarAPedido: aPedido
    .input(EntradaEnviarCandidatoCategoriaAPedido)
    .output(ResultadoEnviarAPedidoDto)
    .mutation(({ ctx, input }) =>
      enviarCandidatoCategoriaAPedido(ctx.em, ctx.sesion.usuario, input, ctx.now()),
    ),
  /** The current stock city lines of the user's clients, for "Agregar a pedido de stock" on the marked people. */
  lineasStock: aPedido
    .output(LineasStockDestinoDto)
    .query(({ ctx }) => lineasStockDestino(ctx.em, ctx.sesion.usuario)),
  /** The marked people onto one line, each as "Enviar a pedido": all or none, every refusal named. */
  enviarVariosAPedido: aPedido
    .input(EntradaEnviarCandidatosCategoriaAPedido)
    .output(ResultadoEnviarVariosAPedidoDto)
    .mutation(({ ctx, input }) => enviarVariosAPedido(ctx.em, ctx.sesion.usuario, input, ctx.now())),
});
