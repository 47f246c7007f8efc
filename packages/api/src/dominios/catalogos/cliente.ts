import { z } from 'zod';
import { campo } from '@talento/rules';
import { autenticadoProcedure } from '../../nucleo/procedures';
import { obtenerCliente } from './servicio';
import { ClienteDto } from './dto';

/** One client by id; NOT_FOUND when it is outside the caller's scope. */
export const cliente = autenticadoProcedure
  .meta({ acceso: 'autenticado', alcanceCliente: true })
  .input(z.object({ id: campo.id() }))
  .output(ClienteDto)
  .query(({ ctx, input }) => obtenerCliente(ctx.em, ctx.sesion.usuario.alcance, input.id));
