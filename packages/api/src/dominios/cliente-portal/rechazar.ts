import { EntradaRechazoCliente } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { ejecutarAccionCliente } from './servicios/acciones';
import { ResultadoAccionClienteDto } from './dto';

/** `clientePortal.rechazar`: 1 → 3 with a reason; noRecibirDeNuevo bars the person from this client. */
export const rechazar = clienteProcedure()
  .input(EntradaRechazoCliente)
  .output(ResultadoAccionClienteDto)
  .mutation(({ ctx, input }) =>
    ejecutarAccionCliente(ctx.em, ctx.sesion.usuario, 'rechazar', input, ctx.now()),
  );
