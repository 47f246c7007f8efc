import { EntradaAccionCliente } from '@talento/rules';
import { clienteProcedure } from '../../procedures';
import { ejecutarAccionCliente } from '../../services/cliente-portal/acciones';
import { ResultadoAccionClienteDto } from './dto';

/** `clientePortal.validar`: 1 → 2. */
export const validar = clienteProcedure()
  .input(EntradaAccionCliente)
  .output(ResultadoAccionClienteDto)
  .mutation(({ ctx, input }) => ejecutarAccionCliente(ctx.em, ctx.sesion.usuario, 'validar', input, ctx.now()));
