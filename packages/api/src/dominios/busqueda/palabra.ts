import { BusquedaPalabraSchema, ResultadoBusquedaSchema } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { buscarPorPalabra } from './servicios/palabra';

/** Keyword CV search, 18 per page (spec 03 §2). Not client-scoped: CVs belong to the agency. */
export const palabra = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(BusquedaPalabraSchema)
  .output(ResultadoBusquedaSchema)
  .query(({ ctx, input }) => buscarPorPalabra(ctx.em, input.texto, input.pagina));
