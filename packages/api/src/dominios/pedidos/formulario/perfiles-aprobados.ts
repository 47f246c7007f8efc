import { z } from 'zod';
import { IdFormularioPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { perfilesAprobados as listar } from '../servicios/formulario-lectura';
import { PerfilFormularioDto } from './dto';

/** Approved profiles (estado_perfil 2) of a client in scope; NOT_FOUND for a client outside it. */
export const perfilesAprobados = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(z.object({ clienteId: IdFormularioPedido }))
  .output(z.array(PerfilFormularioDto))
  .query(({ ctx, input }) => listar(ctx.em, ctx.sesion.usuario.alcance, input.clienteId));
