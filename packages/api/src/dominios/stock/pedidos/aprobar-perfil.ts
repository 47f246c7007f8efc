import { z } from 'zod';
import { campo, IdFormularioPedido } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { aprobarPerfilDeStock } from './servicios/aprobar-perfil';
import { PerfilAprobadoDto } from './dto';

/** Approves the profile of a stock order from its edit screen (spec 01 §6: change_perfilseleccion). */
export const aprobarPerfil = staffProcedure('change_perfilseleccion', { alcanceCliente: true })
  .input(z.object({ pedidoId: IdFormularioPedido, perfilVersion: campo.version() }))
  .output(PerfilAprobadoDto)
  .mutation(({ ctx, input }) => aprobarPerfilDeStock(ctx.em, ctx.sesion.usuario, input, ctx.now()));
