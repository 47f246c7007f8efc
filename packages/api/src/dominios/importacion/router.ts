/**
 * Import of candidates, CVs, clients and contacts (issue 36, `importar_datos`): the dry run of an uploaded file, its
 * batch (confirm, discard, cancel, undo), the batches list with their progress, the template and a batch's rejected
 * rows. Agency-wide data: the flag is an administrator's, with no client scope.
 */
import { EntradaListarLotes, EntradaLoteImportacion } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { router } from '../../nucleo/trpc';
import {
  LibroDescargaDto,
  ListaLotesDto,
  LoteImportacionDto,
  ResultadoAnalisisDto,
  ResultadoDeshacerDto,
} from './dto';
import { EntradaAnalizarFormulario } from './entrada-analizar';
import { plantillaImportacion, rechazosDeLote } from './servicios/libros';
import { leerLote, listarLotes } from './servicios/lecturas';
import { analizarArchivo, cancelar, confirmar, descartar, deshacer } from './servicios/procedimientos';

const importar = staffProcedure('importar_datos', { alcanceCliente: false });

export const importacionRouter = router({
  analizar: importar
    .input(EntradaAnalizarFormulario)
    .output(ResultadoAnalisisDto)
    .mutation(({ ctx, input }) => analizarArchivo(ctx.em, ctx.sesion.usuario.id, input, ctx.now())),
  confirmar: importar
    .input(EntradaLoteImportacion)
    .output(LoteImportacionDto)
    .mutation(({ ctx, input }) => confirmar(ctx, input.loteId, ctx.now())),
  descartar: importar
    .input(EntradaLoteImportacion)
    .output(LoteImportacionDto)
    .mutation(({ ctx, input }) => descartar(ctx.em, input.loteId, ctx.now())),
  cancelar: importar
    .input(EntradaLoteImportacion)
    .output(LoteImportacionDto)
    .mutation(({ ctx, input }) => cancelar(ctx, input.loteId, ctx.now())),
  deshacer: importar
    .input(EntradaLoteImportacion)
    .output(ResultadoDeshacerDto)
    .mutation(({ ctx, input }) => deshacer(ctx, input.loteId, ctx.now())),
  lote: importar
    .input(EntradaLoteImportacion)
    .output(LoteImportacionDto)
    .query(({ ctx, input }) => leerLote(ctx.em, input.loteId, ctx.now())),
  lotes: importar
    .input(EntradaListarLotes)
    .output(ListaLotesDto)
    .query(({ ctx, input }) => listarLotes(ctx.em, input.pagina, ctx.now())),
  plantilla: importar.output(LibroDescargaDto).query(() => plantillaImportacion()),
  rechazos: importar
    .input(EntradaLoteImportacion)
    .output(LibroDescargaDto)
    .query(({ ctx, input }) => rechazosDeLote(ctx.em, input.loteId)),
});
