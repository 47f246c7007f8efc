/** Barred candidates (spec 02 §6 `add_candidatoclientevetado`, §7 "Barred candidates"): list, bar, lift. */
import { EntradaListarVetados, EntradaQuitarVeto, EntradaVetarCandidato } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { listarVetados } from './servicios/listar';
import { quitarVeto } from './servicios/quitar';
import { vetarCandidato } from './servicios/vetar';
import { router } from '../../nucleo/trpc';
import { CreadoConMensajeDto } from '../../nucleo/respuestas';
import { ListaVetadosDto, ResultadoQuitarVetoDto } from './dto';

// The spec names one flag for the screen and its changes; reading the list needs it too (it is the screen's).
const vetados = staffProcedure('add_candidatoclientevetado', { alcanceCliente: true });

export const vetadosRouter = router({
  listar: vetados
    .input(EntradaListarVetados)
    .output(ListaVetadosDto)
    .query(({ ctx, input }) => listarVetados(ctx.em, ctx.sesion.usuario.alcance, input)),
  vetar: vetados
    .input(EntradaVetarCandidato)
    .output(CreadoConMensajeDto)
    .mutation(({ ctx, input }) => vetarCandidato(ctx.em, ctx.sesion.usuario, input)),
  quitar: vetados
    .input(EntradaQuitarVeto)
    .output(ResultadoQuitarVetoDto)
    .mutation(({ ctx, input }) => quitarVeto(ctx.em, ctx.sesion.usuario.alcance, input.id)),
});
