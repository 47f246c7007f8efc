import { EntradaHojaDeVidaCliente } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { obtenerHojaDeVidaCliente } from './servicios/hoja-de-vida';
import { registrarAuditoria } from '../../nucleo/auditoria';
import { HojaDeVidaClienteDto } from './dto';

/**
 * `clientePortal.hojaDeVida`: the CV of a candidate sent to the client, limited to what a client may see.
 * Every read is audited (lectura_hv), and so is every refused one; no personal data in the detail.
 */
export const hojaDeVida = clienteProcedure()
  .input(EntradaHojaDeVidaCliente)
  .output(HojaDeVidaClienteDto)
  .query(async ({ ctx, input, path }) => {
    try {
      const hv = await obtenerHojaDeVidaCliente(
        ctx.em,
        ctx.sesion.usuario,
        input.candidatoPedidoId,
        ctx.now(),
      );
      await registrarAuditoria(
        ctx,
        'lectura_hv',
        path,
        { candidatoPedidoId: hv.candidatoPedidoId, pedidoId: hv.pedidoId, portal: 'cliente' },
        input.candidatoPedidoId,
      );
      return hv;
    } catch (error) {
      await registrarAuditoria(
        ctx,
        'acceso_denegado',
        path,
        { motivo: 'fuera_de_alcance', candidatoPedidoId: input.candidatoPedidoId },
        input.candidatoPedidoId,
      );
      throw error;
    }
  });
