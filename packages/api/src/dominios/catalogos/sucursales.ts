import { z } from 'zod';
import { autenticadoProcedure } from '../../nucleo/procedures';
import { listarSucursales } from './servicio';
import { SucursalDto } from './dto';

export const sucursales = autenticadoProcedure
  .output(z.array(SucursalDto))
  .query(({ ctx }) => listarSucursales(ctx.em));
