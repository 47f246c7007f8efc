import { EntradaReagendarCita } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { reagendarCita } from './servicios/reagendar';
import { ResultadoReagendarCitaDto } from './dto';

/** "Reagendar" (/create-cita/:idCita): add_cita with add_requisitocitasjoincitas (spec 03 §6). */
export const reagendar = staffProcedure('add_cita', {
  alcanceCliente: true,
  permisosAdicionales: ['add_requisitocitasjoincitas'],
})
  .input(EntradaReagendarCita)
  .output(ResultadoReagendarCitaDto)
  .mutation(({ ctx, input }) => reagendarCita(ctx.em, ctx.sesion.usuario, input, ctx.now()));
