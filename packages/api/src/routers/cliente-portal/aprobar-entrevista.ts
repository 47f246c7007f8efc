import { EntradaAccionCliente } from '@talento/rules';
import { clienteProcedure } from '../../procedures';
import { ejecutarAccionCliente } from '../../services/cliente-portal/acciones';
import { ResultadoAccionClienteDto } from './dto';

/** `clientePortal.aprobarEntrevista`: 4 → 6 (in contracting). */
export const aprobarEntrevista = clienteProcedure()
  .input(EntradaAccionCliente)
  .output(ResultadoAccionClienteDto)
  .mutation(({ ctx, input }) => ejecutarAccionCliente(ctx.em, ctx.sesion.usuario, 'aprobarEntrevista', input, ctx.now()));
