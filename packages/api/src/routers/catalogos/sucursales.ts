import { z } from 'zod';
import { autenticadoProcedure } from '../../procedures';
import { listarSucursales } from '../../services/catalogos';
import { SucursalDto } from './dto';

export const sucursales = autenticadoProcedure
  .output(z.array(SucursalDto))
  .query(({ ctx }) => listarSucursales(ctx.em));
