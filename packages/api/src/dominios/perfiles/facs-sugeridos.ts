import { z } from 'zod';
import { campo, IdPerfil } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { facsSugeridos as buscar } from './servicios/facs';
import { FacSugeridoDto } from './dto';

/** Filter-question groups to choose as the profile's FAC: its own groups, plus active groups by name. */
export const facsSugeridos = staffProcedure('read_perfilseleccion_definir_pruebas', { alcanceCliente: true })
  .input(z.object({ perfilId: IdPerfil, texto: campo.texto({ max: 100 }).optional() }))
  .output(z.array(FacSugeridoDto))
  .query(({ ctx, input }) => buscar(ctx.em, ctx.sesion.usuario.alcance, input.perfilId, input.texto));
