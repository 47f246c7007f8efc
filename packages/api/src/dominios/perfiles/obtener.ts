import { z } from 'zod';
import { IdPerfil } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { obtenerPerfil } from './servicios/lectura';
import { PerfilDto } from './dto';

/** One profile with every section (view, edit and duplicate screens); NOT_FOUND outside the scope. */
export const obtener = staffProcedure('read_perfilseleccion', { alcanceCliente: true })
  .input(z.object({ id: IdPerfil }))
  .output(PerfilDto)
  .query(({ ctx, input }) => obtenerPerfil(ctx.em, ctx.sesion.usuario.alcance, input.id));
