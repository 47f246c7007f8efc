import { z } from 'zod';
import { campo, PERFIL_LIMITES } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { buscarCargos } from './servicios/catalogos';
import { CargoDto } from './dto';

const minimo = PERFIL_LIMITES.minCaracteresBusquedaCargo;

/** Position typeahead: active positions by name or code, from 4 characters (spec 02 §5). */
export const cargos = staffProcedure('read_perfilseleccion', { alcanceCliente: false })
  .input(
    z.object({
      texto: campo.texto({ min: minimo, max: 100, mensaje: `Escriba al menos ${minimo} caracteres` }),
    }),
  )
  .output(z.array(CargoDto))
  .query(({ ctx, input }) => buscarCargos(ctx.em, input.texto));
