import { EntradaCrearCita } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { crearCita } from './servicios/crear';
import { ResultadoCrearCitaDto } from './dto';

/** "Crear cita": add_cita with add_candidatoespontaneo and add_requisitocitasjoincitas (spec 03 §6). */
export const crear = staffProcedure('add_cita', {
  alcanceCliente: true,
  permisosAdicionales: ['add_candidatoespontaneo', 'add_requisitocitasjoincitas'],
})
  .input(EntradaCrearCita)
  .output(ResultadoCrearCitaDto)
  .mutation(({ ctx, input }) => crearCita(ctx.em, ctx.sesion.usuario, input, ctx.now()));
