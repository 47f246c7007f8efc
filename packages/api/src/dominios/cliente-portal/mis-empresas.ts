import { clienteProcedure } from '../../nucleo/procedures';
import { MisEmpresasDto } from './dto';

/** The client user's companies (header of the client portal). */
export const misEmpresas = clienteProcedure()
  .output(MisEmpresasDto)
  .query(({ ctx }) => ctx.sesion.usuario.clientes);
