import {
  EntradaBuscarDocumentoCita,
  EntradaCatalogosCita,
  EntradaHoyCitas,
  EntradaIdCita,
  EntradaSemanaCitas,
  FiltrosCitas,
} from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { salidaDeLecturaFrecuente } from '../../nucleo/salida-de-lectura-frecuente';
import { buscarDocumentoCita } from './servicios/buscar-documento';
import { catalogosCita } from './servicios/catalogos';
import { citasDeHoy } from './servicios/hoy';
import { listarCitas } from './servicios/listar';
import { obtenerCita } from './servicios/obtener';
import { citasDeLaSemana } from './servicios/semana';
import {
  BusquedaDocumentoCitaDto,
  CatalogosCitaDto,
  CitaDetalleDto,
  CitasHoyDto,
  ListaCitasDto,
  SemanaCitasDto,
} from './dto';

/** /dashboard-cita: 15 per page; state-2/date filters need change_E2 or change_encargado, manager/city change_encargado. */
export const listar = staffProcedure('read_cita', { alcanceCliente: true })
  .input(FiltrosCitas.default({ pagina: 1 }))
  .output(salidaDeLecturaFrecuente(ListaCitasDto))
  .query(({ ctx, input }) => listarCitas(ctx.em, ctx.sesion.usuario, input));

/** /detail-cita/:idCita (NOT_FOUND outside the scope). */
export const obtener = staffProcedure('read_cita', { alcanceCliente: true })
  .input(EntradaIdCita)
  .output(CitaDetalleDto)
  .query(({ ctx, input }) => obtenerCita(ctx.em, ctx.sesion.usuario.alcance, input.id, ctx.now()));

/** Create screen's document search (the portals send every call as POST). Registered data, or spontaneous. */
export const buscarDocumento = staffProcedure('add_cita', { alcanceCliente: false })
  .input(EntradaBuscarDocumentoCita)
  .output(BusquedaDocumentoCitaDto)
  .query(({ ctx, input }) => buscarDocumentoCita(ctx.em, input.documento));

/**
 * Status lists, referrals, requirements, people in charge and branches of the appointment screens. With `clienteId`
 * (in scope, else NOT_FOUND) only the people in charge who can see that client.
 */
export const catalogos = staffProcedure('read_cita', { alcanceCliente: true })
  .input(EntradaCatalogosCita)
  .output(CatalogosCitaDto)
  .query(({ ctx, input }) => catalogosCita(ctx.em, ctx.sesion.usuario, input.clienteId));

/** Reception view: one day's appointments (today by default) of the chosen branch (by default the user's), in time order. */
export const hoy = staffProcedure('read_cita', { alcanceCliente: true })
  .input(EntradaHoyCitas)
  .output(CitasHoyDto)
  .query(({ ctx, input }) => citasDeHoy(ctx.em, ctx.sesion.usuario, ctx.now(), input.sucursalId, input.dia));

/** /citas/semana: one week's appointments in the user's scope, optionally of one person in charge or one branch. */
export const semana = staffProcedure('read_cita', { alcanceCliente: true })
  .input(EntradaSemanaCitas)
  .output(SemanaCitasDto)
  .query(({ ctx, input }) => citasDeLaSemana(ctx.em, ctx.sesion.usuario, input));
