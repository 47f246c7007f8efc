import { BusquedaCriteriosSchema, ResultadoBusquedaSchema } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { salidaDeLecturaFrecuente } from '../../nucleo/salida-de-lectura-frecuente';
import { buscarPorCriterios } from './servicios/criterios';

/**
 * Criteria CV search, 18 per page (spec 03 §2, §5): at least one criterion. Every CV is searched; each row's bar count
 * is limited to the user's clients, inside the query.
 */
export const criterios = staffProcedure('read_hojadevida', { alcanceCliente: true })
  .input(BusquedaCriteriosSchema)
  .output(salidaDeLecturaFrecuente(ResultadoBusquedaSchema))
  .query(({ ctx, input }) => {
    const { pagina, ...criterios } = input;
    return buscarPorCriterios(ctx.em, ctx.sesion.usuario.alcance, criterios, pagina);
  });
