import { staffProcedure } from '../../nucleo/procedures';
import { maxPreguntasFac } from './servicios/cargar';
import { ConfiguracionFacDto } from './dto';

/** `fac.configuracion`: max_preg_fac of the orders config, for the form's limit. */
export const configuracion = staffProcedure('read_fac_base', { alcanceCliente: false })
  .output(ConfiguracionFacDto)
  .query(async ({ ctx }) => ({ maxPregFac: await maxPreguntasFac(ctx.em) }));
