import { EntradaEntrevistaCliente } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { ejecutarAccionCliente } from './servicios/acciones';
import { ResultadoAccionClienteDto } from './dto';

/** `clientePortal.agendarEntrevista`: 2 → 4 with the interview date and time (today..+12 months). */
export const agendarEntrevista = clienteProcedure()
  .input(EntradaEntrevistaCliente)
  .output(ResultadoAccionClienteDto)
  .mutation(({ ctx, input }) =>
    ejecutarAccionCliente(ctx.em, ctx.sesion.usuario, 'agendarEntrevista', input, ctx.now()),
  );
