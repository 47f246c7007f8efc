import { EntradaAccionCliente } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { ejecutarAccionCliente } from './servicios/acciones';
import { ResultadoAccionClienteDto } from './dto';

/** `clientePortal.noApruebaEntrevista`: 4 → 5. */
export const noApruebaEntrevista = clienteProcedure()
  .input(EntradaAccionCliente)
  .output(ResultadoAccionClienteDto)
  .mutation(({ ctx, input }) =>
    ejecutarAccionCliente(ctx.em, ctx.sesion.usuario, 'noApruebaEntrevista', input, ctx.now()),
  );
