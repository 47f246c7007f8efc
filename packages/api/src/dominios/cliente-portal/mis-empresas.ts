import { z } from 'zod';
import { clienteProcedure } from '../../nucleo/procedures';

/** The client user's companies (header of the client portal). */
export const misEmpresas = clienteProcedure()
  .output(z.array(z.object({ id: z.number(), nombre: z.string() })))
  .query(({ ctx }) => ctx.sesion.usuario.clientes);
