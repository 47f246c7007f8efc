import { staffProcedure } from '../../../nucleo/procedures';
import { configuracionFormulario as cargar } from '../servicios/formulario-lectura';
import { ConfiguracionFormularioDto } from './dto';

/** Minimum wage, transport aid, order-type catalogue, branches and limits of the order form. */
export const configuracionFormulario = staffProcedure('read_pedido', { alcanceCliente: false })
  .output(ConfiguracionFormularioDto)
  .query(({ ctx }) => cargar(ctx.em, ctx.now()));
