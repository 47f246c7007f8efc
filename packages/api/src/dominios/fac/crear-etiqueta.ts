import { EntradaCrearEtiqueta, MENSAJES_FAC } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { crearEtiqueta as crearEtiquetaServicio } from './servicios/lectura';
import { EtiquetaCreadaDto } from './dto';

/** `fac.crearEtiqueta`: creates a typed tag that does not exist (or answers the existing one). */
export const crearEtiqueta = staffProcedure('read_fac_base', { alcanceCliente: false })
  .input(EntradaCrearEtiqueta)
  .output(EtiquetaCreadaDto)
  .mutation(async ({ ctx, input }) => {
    const r = await crearEtiquetaServicio(ctx.em, input.nombre);
    return { ...r, mensaje: MENSAJES_FAC.tagCreado(r.nombre) };
  });
