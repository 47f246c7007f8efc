import {
  EntradaCambiarEncargadoCita,
  EntradaCambiarEstadoCita,
  EntradaCambiarRemisionCita,
  EntradaDeshacerLlegadaCita,
  EntradaMarcarRequisitoCita,
} from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { cambiarEncargadoCita, cambiarRemisionCita } from './servicios/cambiar-encargado';
import { cambiarEstado1Cita, cambiarEstado2Cita } from './servicios/cambiar-estado';
import { deshacerLlegadaCita } from './servicios/deshacer-llegada';
import { marcarRequisitoCita } from './servicios/marcar-requisito';
import { CitaGuardadaDto, ResultadoCambiarEncargadoDto, RevisionCitaDto } from './dto';

/** State 1 (change_E1): arrival statuses set the arrival time to now, estado1 1 clears it; also the reception check-in. */
export const cambiarEstado1 = staffProcedure('change_E1', { alcanceCliente: true })
  .input(EntradaCambiarEstadoCita)
  .output(CitaGuardadaDto)
  .mutation(({ ctx, input }) => cambiarEstado1Cita(ctx.em, ctx.sesion.usuario, input, ctx.now()));

/**
 * Reception's "Deshacer" of a check-in (change_E1, like the check-in): back to the previous state 1 with no arrival
 * time, only right after it and if nothing changed since (`rechazoDeshacerLlegada`).
 */
export const deshacerLlegada = staffProcedure('change_E1', { alcanceCliente: true })
  .input(EntradaDeshacerLlegadaCita)
  .output(CitaGuardadaDto)
  .mutation(({ ctx, input }) => deshacerLlegadaCita(ctx.em, ctx.sesion.usuario, input, ctx.now()));

/** State 2 (change_E2); null clears it (a cancelled reschedule). */
export const cambiarEstado2 = staffProcedure('change_E2', { alcanceCliente: true })
  .input(EntradaCambiarEstadoCita)
  .output(CitaGuardadaDto)
  .mutation(({ ctx, input }) => cambiarEstado2Cita(ctx.em, ctx.sesion.usuario, input, ctx.now()));

/** Person in charge (change_encargado); one already busy at that time is an offer naming the other appointment. */
export const cambiarEncargado = staffProcedure('change_encargado', { alcanceCliente: true })
  .input(EntradaCambiarEncargadoCita)
  .output(ResultadoCambiarEncargadoDto)
  .mutation(({ ctx, input }) => cambiarEncargadoCita(ctx.em, ctx.sesion.usuario, input, ctx.now()));

/** Referral (add_cita); id 6 carries the free text. */
export const cambiarRemision = staffProcedure('add_cita', { alcanceCliente: true })
  .input(EntradaCambiarRemisionCita)
  .output(CitaGuardadaDto)
  .mutation(({ ctx, input }) => cambiarRemisionCita(ctx.em, ctx.sesion.usuario, input));

/** The "revisado" toggle of a requirement (add_requisitocitasjoincitas). */
export const marcarRequisito = staffProcedure('add_requisitocitasjoincitas', { alcanceCliente: true })
  .input(EntradaMarcarRequisitoCita)
  .output(RevisionCitaDto)
  .mutation(({ ctx, input }) => marcarRequisitoCita(ctx.em, ctx.sesion.usuario, input));
