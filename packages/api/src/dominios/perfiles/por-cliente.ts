import { z } from 'zod';
import { IdPerfil } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { perfilesPorCliente } from './servicios/lectura';
import { PerfilClienteDto } from './dto';

/** The profiles of a client in scope (NOT_FOUND for a client outside it), newest first. */
export const porCliente = staffProcedure('read_perfilseleccion', { alcanceCliente: true })
  .input(z.object({ clienteId: IdPerfil }))
  .output(PerfilClienteDto)
  .query(({ ctx, input }) => perfilesPorCliente(ctx.em, ctx.sesion.usuario.alcance, input.clienteId));
