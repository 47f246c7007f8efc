import { z } from 'zod';
import { autenticadoProcedure } from '../../nucleo/procedures';
import { buscarCiudades } from './servicio';
import { BusquedaCiudad } from './busqueda';
import { CiudadDto } from './dto';

export const ciudades = autenticadoProcedure
  .input(BusquedaCiudad)
  .output(z.array(CiudadDto))
  .query(({ ctx, input }) => buscarCiudades(ctx.em, input.texto));
