import { EntradaAccionCliente } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { ejecutarAccionCliente } from './servicios/acciones';
import { ResultadoAccionClienteDto } from './dto';

/** `clientePortal.validar`: 1 → 2. */
export const validar = clienteProcedure()
  .input(EntradaAccionCliente)
  .output(ResultadoAccionClienteDto)
  .mutation(({ ctx, input }) =>
    ejecutarAccionCliente(ctx.em, ctx.sesion.usuario, 'validar', input, ctx.now()),
  );
