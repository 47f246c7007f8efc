/** Merchandisers (issue 20, spec 03 GET /d/mercaderistas/): the list the map, compliance and enrolment screens pick from. */
import { EntradaMercaderistas } from '@talento/rules';
import { z } from 'zod';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarMercaderistas } from './servicio';
import { router } from '../../../nucleo/trpc';
import { MercaderistaDto } from './dto';

export const mercaderistasRouter = router({
  listar: staffProcedure('read_reporte', { alcanceCliente: true, alternativas: ['add_dispositivo'] })
    .input(EntradaMercaderistas)
    .output(z.array(MercaderistaDto))
    .query(({ ctx, input }) => listarMercaderistas(ctx.em, ctx.sesion.usuario.alcance, input)),
});
