/** Merchandisers (issue 20, spec 03 GET /d/mercaderistas/): the list the map, compliance and enrolment screens pick from. */
import { EntradaMercaderistas, Mercaderista } from '@talento/rules';
import { z } from 'zod';
import { staffProcedure } from '../../procedures';
import { listarMercaderistas } from '../../services/merchandising/mercaderistas';
import { router } from '../../trpc';

export const mercaderistasRouter = router({
  listar: staffProcedure('read_reporte', { alcanceCliente: true })
    .input(EntradaMercaderistas)
    .output(z.array(Mercaderista))
    .query(({ ctx, input }) => listarMercaderistas(ctx.em, ctx.sesion.usuario.alcance, input)),
});
