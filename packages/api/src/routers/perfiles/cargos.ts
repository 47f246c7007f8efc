import { z } from 'zod';
import { PERFIL_LIMITES } from '@talento/rules';
import { staffProcedure } from '../../procedures';
import { buscarCargos } from '../../services/perfiles/catalogos';
import { CargoDto } from './dto';

const minimo = PERFIL_LIMITES.minCaracteresBusquedaCargo;

/** Position typeahead: active positions by name or code, from 4 characters (spec 02 §5). */
export const cargos = staffProcedure('read_perfilseleccion', { alcanceCliente: false })
  .input(z.object({ texto: z.string().trim().min(minimo, `Escribe al menos ${minimo} caracteres`).max(100) }))
  .output(z.array(CargoDto))
  .query(({ ctx, input }) => buscarCargos(ctx.em, input.texto));
