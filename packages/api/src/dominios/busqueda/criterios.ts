import { BusquedaCriteriosSchema, ResultadoBusquedaSchema } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { buscarPorCriterios } from './servicios/criterios';

/** Criteria CV search, 18 per page (spec 03 §2, §5): at least one criterion. */
export const criterios = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(BusquedaCriteriosSchema)
  .output(ResultadoBusquedaSchema)
  .query(({ ctx, input }) => {
    const { pagina, ...criterios } = input;
    return buscarPorCriterios(ctx.em, criterios, pagina);
  });
