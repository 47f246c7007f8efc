import { EntradaAccionCliente } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { ejecutarAccionCliente } from './servicios/acciones';
import { ResultadoAccionClienteDto } from './dto';

/** `clientePortal.aprobarEntrevista`: 4 → 6 (in contracting). */
export const aprobarEntrevista = clienteProcedure()
  .input(EntradaAccionCliente)
  .output(ResultadoAccionClienteDto)
  .mutation(({ ctx, input }) =>
    ejecutarAccionCliente(ctx.em, ctx.sesion.usuario, 'aprobarEntrevista', input, ctx.now()),
  );
