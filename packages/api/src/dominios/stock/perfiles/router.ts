/**
 * `stockPerfiles.*`: stock per client and city (spec 02 §2 `/stock/cliente`, §6 add_perfilstock, §7 "Stock service":
 * stock profile get/create/edit/delete, its candidates, and the stock client report by level). Wiring only.
 */
import {
  EntradaCandidatosPerfilStock,
  EntradaCandidatoStock,
  EntradaCrearPerfilStock,
  EntradaEditarPerfilStock,
  EntradaIdPerfilStock,
  EntradaListarPerfilesStock,
  EntradaReporteStock,
  EntradaVigenciaCandidatoStock,
  Id,
} from '@talento/rules';
import { z } from 'zod';
import { staffProcedure } from '../../../nucleo/procedures';
import { perfilesAprobados } from '../../pedidos';
import { candidatosPerfilStock } from './servicios/candidatos';
import { crearPerfilStock } from './servicios/crear';
import { editarPerfilStock } from './servicios/editar';
import { eliminarPerfilStock } from './servicios/eliminar';
import { listarPerfilesStock } from './servicios/listar';
import { quitarCandidatoStock } from './servicios/quitar-candidato';
import { reporteStockPorNivel } from './servicios/reporte';
import {
  editarVigenciaCandidatoStock,
  reiniciarVigenciaCandidatoStock,
} from './servicios/vigencia-candidato';
import { router } from '../../../nucleo/trpc';
import {
  CandidatoStockDto,
  CreadoDto,
  EditadoDto,
  ListaPerfilesStockDto,
  MensajeDto,
  ReporteStockDto,
} from './dto';

// The spec names one flag for the screen (add_perfilstock); changing goals also needs change_perfilstock_metas_stock,
// checked by the edit service against the stored goals (an edit of the validity alone does not need it).
const stock = staffProcedure('add_perfilstock', { alcanceCliente: true });

export const stockPerfilesRouter = router({
  listar: stock
    .input(EntradaListarPerfilesStock)
    .output(ListaPerfilesStockDto)
    .query(({ ctx, input }) => listarPerfilesStock(ctx.em, ctx.sesion.usuario.alcance, input, ctx.now())),
  /** Approved profiles (2) of a client in scope, for the form (spec 02 §4: only approved ones may be chosen). */
  perfiles: stock
    .input(z.object({ clienteId: Id }))
    .output(z.array(z.object({ id: z.number(), nombreCargoPerfil: z.string() })))
    .query(async ({ ctx, input }) =>
      (await perfilesAprobados(ctx.em, ctx.sesion.usuario.alcance, input.clienteId)).map((p) => ({
        id: p.id,
        nombreCargoPerfil: p.nombreCargoPerfil,
      })),
    ),
  crear: stock
    .input(EntradaCrearPerfilStock)
    .output(CreadoDto)
    .mutation(({ ctx, input }) => crearPerfilStock(ctx.em, ctx.sesion.usuario, input, ctx.now())),
  editar: stock
    .input(EntradaEditarPerfilStock)
    .output(EditadoDto)
    .mutation(({ ctx, input }) => editarPerfilStock(ctx.em, ctx.sesion.usuario, input, ctx.now())),
  eliminar: stock
    .input(EntradaIdPerfilStock)
    .output(MensajeDto)
    .mutation(({ ctx, input }) => eliminarPerfilStock(ctx.em, ctx.sesion.usuario.alcance, input.id)),
  candidatos: stock
    .input(EntradaCandidatosPerfilStock)
    .output(z.array(CandidatoStockDto))
    .query(({ ctx, input }) => candidatosPerfilStock(ctx.em, ctx.sesion.usuario.alcance, input, ctx.now())),
  quitarCandidato: stock
    .input(EntradaCandidatoStock)
    .output(MensajeDto)
    .mutation(({ ctx, input }) =>
      quitarCandidatoStock(ctx.em, ctx.sesion.usuario.alcance, input.id, ctx.now()),
    ),
  editarVigencia: stock
    .input(EntradaVigenciaCandidatoStock)
    .output(MensajeDto)
    .mutation(({ ctx, input }) =>
      editarVigenciaCandidatoStock(ctx.em, ctx.sesion.usuario.alcance, input, ctx.now()),
    ),
  reiniciarVigencia: stock
    .input(EntradaCandidatoStock)
    .output(MensajeDto)
    .mutation(({ ctx, input }) =>
      reiniciarVigenciaCandidatoStock(ctx.em, ctx.sesion.usuario.alcance, input.id, ctx.now()),
    ),
  reporte: stock
    .input(EntradaReporteStock)
    .output(ReporteStockDto)
    .query(({ ctx, input }) => reporteStockPorNivel(ctx.em, ctx.sesion.usuario.alcance, input)),
});
