import { BusquedaPalabraSchema, ResultadoBusquedaSchema } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { salidaDeLecturaFrecuente } from '../../nucleo/salida-de-lectura-frecuente';
import { buscarPorPalabra } from './servicios/palabra';

/**
 * Keyword CV search, 18 per page (spec 03 §2). CVs belong to the agency (every CV is searched); each row's bar count
 * is limited to the user's clients, inside the query.
 */
export const palabra = staffProcedure('read_hojadevida', { alcanceCliente: true })
  .input(BusquedaPalabraSchema)
  .output(salidaDeLecturaFrecuente(ResultadoBusquedaSchema))
  .query(({ ctx, input }) => buscarPorPalabra(ctx.em, ctx.sesion.usuario.alcance, input.texto, input.pagina));
