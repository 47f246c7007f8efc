/** Stock categories (spec 02 §6 add/change/delete_categoriastock, §7 "Categories"): list, create, edit, delete. */
import {
  CamposCategoriaStock,
  EntradaEditarCategoriaStock,
  EntradaEliminarCategoriaStock,
  EntradaListarCategoriasStock,
} from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { crearCategoria, editarCategoria, eliminarCategoria, listarCategorias } from './servicio';
import { router } from '../../../nucleo/trpc';
import { CreadoConMensajeDto } from '../../../nucleo/respuestas';
import { ListaCategoriasStockDto, ResultadoCategoriaStockDto } from './dto';

// Categories belong to the agency, not to a client: no client scope.
const sinAlcance = { alcanceCliente: false } as const;

export const categoriasStockRouter = router({
  // The list screen opens with the create flag (whoever manages categories holds it with the other two).
  listar: staffProcedure('add_categoriastock', sinAlcance)
    .input(EntradaListarCategoriasStock)
    .output(ListaCategoriasStockDto)
    .query(({ ctx, input }) => listarCategorias(ctx.em, input.estado)),
  crear: staffProcedure('add_categoriastock', sinAlcance)
    .input(CamposCategoriaStock)
    .output(CreadoConMensajeDto)
    .mutation(({ ctx, input }) => crearCategoria(ctx.em, input)),
  editar: staffProcedure('change_categoriastock', sinAlcance)
    .input(EntradaEditarCategoriaStock)
    .output(ResultadoCategoriaStockDto)
    .mutation(({ ctx, input: { id, ...campos } }) => editarCategoria(ctx.em, id, campos)),
  eliminar: staffProcedure('delete_categoriastock', sinAlcance)
    .input(EntradaEliminarCategoriaStock)
    .output(ResultadoCategoriaStockDto)
    .mutation(({ ctx, input }) => eliminarCategoria(ctx.em, input.id)),
});
