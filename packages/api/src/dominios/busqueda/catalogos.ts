import { z } from 'zod';
import { BusquedaNombreSchema, NombreCatalogoSchema } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { buscarCargos, buscarProfesiones } from './servicios/catalogos';

/** Professions typeahead of the criteria search (from 4 characters). */
export const profesiones = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(BusquedaNombreSchema)
  .output(z.array(NombreCatalogoSchema))
  .query(({ ctx, input }) => buscarProfesiones(ctx.em, input.texto));

/** Positions typeahead of the criteria search (from 4 characters). */
export const cargos = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(BusquedaNombreSchema)
  .output(z.array(NombreCatalogoSchema))
  .query(({ ctx, input }) => buscarCargos(ctx.em, input.texto));
