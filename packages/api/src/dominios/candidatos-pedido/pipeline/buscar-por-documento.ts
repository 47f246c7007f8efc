import { EntradaBuscarDocumento } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { buscarPorDocumento as buscar } from '../servicios/agregar';
import { CandidatoEncontradoDto } from './dto';

/** `candidatosPedido.buscarPorDocumento`: the registered person with a document number, or "No se encontró el candidato". */
export const buscarPorDocumento = staffProcedure('add_candidatopedido', { alcanceCliente: false })
  .input(EntradaBuscarDocumento)
  .output(CandidatoEncontradoDto)
  .query(({ ctx, input }) => buscar(ctx.em, input.numeroDocumento));
