import { staffProcedure } from '../../../nucleo/procedures';
import { agregarEspontaneo as agregar } from '../servicios/espontaneos';
import { ResultadoEspontaneoDto } from './dto';
import { EntradaEspontaneoFormulario } from './entrada-espontaneo';

/** `candidatosPedido.agregarEspontaneo` (multipart): an unregistered candidate, optional attachment, event type 1 and the invitation e-mail. */
export const agregarEspontaneo = staffProcedure('add_candidatopedido', { alcanceCliente: true })
  .input(EntradaEspontaneoFormulario)
  .output(ResultadoEspontaneoDto)
  .mutation(({ ctx, input }) =>
    agregar(
      ctx.em,
      ctx.sesion.usuario,
      { ...input, medio: input.medio ?? undefined, archivo: input.archivo ?? null },
      ctx.now(),
    ),
  );
