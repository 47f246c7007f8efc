/**
 * Appointment rules (spec 03 §4, §5, §6): one small function per decision, shared by the screens and the server.
 * The status catalogue lives in the database; its special rows are recognised by `codigo`.
 */
import type { Permiso } from '../auth/permisos';
import {
  CITA_LIMITES,
  CodigoEstadoCita,
  ESTADO1_CITA_SIN_LLEGADA,
  ESTADO2_CITA_REAGENDADA,
  type LugarCita,
} from '../enums/citas';
import { fechaEnZonaNegocio, sumarMinutos, type FechaIso } from '../fechas';
import { requisitoVigente } from '../hv/requisitos';
import type { FiltrosCitas } from './entradas';
import { MENSAJES_CITAS as M } from './mensajes';

/** estado1 "Pruebas incompletas": the detail offers Reagendar (spec 03 §2). */
export const ESTADO1_CITA_PRUEBAS_INCOMPLETAS = 4;

/**
 * Default interview time on the form: now plus 30 minutes, rounded up to the picker's 15-minute grid with no seconds
 * (10:07:23 gives 10:45:00), so it is one of the times the picker offers.
 */
export function fechaCitaPorDefecto(ahora: Date): Date {
  return redondearAGrilla(sumarMinutos(ahora, CITA_LIMITES.minutosPorDefecto));
}

/** The first slot of the 15-minute grid at or after `fecha` (Bogotá has whole-hour offsets: UTC's grid is its grid). */
export function redondearAGrilla(fecha: Date): Date {
  const paso = CITA_LIMITES.minutosGrilla * 60_000;
  return new Date(Math.ceil(fecha.getTime() / paso) * paso);
}

export interface LugarDeCita {
  lugar: LugarCita;
  sucursal: { nombre: string; direccion?: string | null; ciudad?: string | null } | null;
  lugarDireccion: string | null;
  enlaceVirtual: string | null;
  cliente: string | null;
}

/** The place as people read it (invitation LOCATION, detail, reception): branch with address, client's address, or link. */
export function textoLugarCita(c: LugarDeCita): string {
  if (c.lugar === 'virtual') return `Videollamada: ${c.enlaceVirtual ?? ''}`;
  if (c.lugar === 'cliente')
    return [c.cliente ? `Dirección de ${c.cliente}` : 'Dirección del cliente', c.lugarDireccion]
      .filter(Boolean)
      .join(': ');
  const s = c.sucursal;
  return s ? [s.nombre, s.direccion, s.ciudad].filter(Boolean).join(', ') : '';
}

/**
 * The interview may not be in the past. One minute of grace: the form's "now" was read before the request
 * travelled, so a time chosen as "now" must not fail for the network's delay.
 */
export function fechaCitaValida(fecha: Date, ahora: Date): boolean {
  return fecha.getTime() >= sumarMinutos(ahora, -1).getTime();
}

/** Bogotá calendar day of an appointment: the same-day rule counts days on Bogotá's clock. */
export function diaDeCita(fecha: Date): string {
  return fechaEnZonaNegocio(fecha);
}

export interface CitaDelDia {
  id: number;
  fechaHoraEntrevista: Date;
  estado2Id: number | null;
}

/**
 * At most one non-rescheduled appointment per candidate per day: the candidate's appointment that blocks a new
 * one at `fecha` (same Bogotá day, not marked rescheduled), or null. `exceptoId` leaves out the one being rescheduled.
 */
export function citaDuplicadaDelDia(
  existentes: readonly CitaDelDia[],
  fecha: Date,
  exceptoId?: number,
): CitaDelDia | null {
  const dia = diaDeCita(fecha);
  return (
    existentes.find(
      (c) =>
        c.id !== exceptoId &&
        c.estado2Id !== ESTADO2_CITA_REAGENDADA &&
        diaDeCita(c.fechaHoraEntrevista) === dia,
    ) ?? null
  );
}

/** What the rescheduled appointment becomes (spec 03 §4): estado1 1 (no arrival), estado2 6 (rescheduled), arrival cleared. */
export function marcarReagendada(): { estado1Id: number; estado2Id: number; fechaHoraLlegada: null } {
  return { estado1Id: ESTADO1_CITA_SIN_LLEGADA, estado2Id: ESTADO2_CITA_REAGENDADA, fechaHoraLlegada: null };
}

export interface EstadoElegido {
  id: number;
  codigo: string | null;
}

/**
 * Arrival time after choosing a state 1: an arrival status ("llegó", "se presentó y no trajo documentos") sets it to
 * now, estado1 = 1 clears it, clearing the state or any other status keeps what there was.
 */
export function llegadaTrasEstado1(
  estado: EstadoElegido | null,
  llegadaActual: Date | null,
  ahora: Date,
): Date | null {
  if (!estado) return llegadaActual;
  if (estado.codigo === CodigoEstadoCita.LLEGO || estado.codigo === CodigoEstadoCita.NO_TRAJO_DOCUMENTOS)
    return ahora;
  if (estado.id === ESTADO1_CITA_SIN_LLEGADA) return null;
  return llegadaActual;
}

/** A state belongs to one list: flag 0 for state 1, 1 for state 2. */
export function estadoDeLista(flag: number, lista: 1 | 2): boolean {
  return flag === lista - 1;
}

/** Editable fields of an appointment and the flag each needs (spec 03 §6). */
export const PERMISO_CAMPO_CITA = {
  estado1: 'change_E1',
  estado2: 'change_E2',
  encargado: 'change_encargado',
  referencia: 'add_cita',
  revisado: 'add_requisitocitasjoincitas',
} as const satisfies Record<string, Permiso>;
export type CampoCita = keyof typeof PERMISO_CAMPO_CITA;

export function puedeCambiarCampoCita(campo: CampoCita, permisos: readonly string[]): boolean {
  return permisos.includes(PERMISO_CAMPO_CITA[campo]);
}

/**
 * A person in charge must be able to open the appointment (spec 03 §7 "GET branch users"): an active agency user
 * who holds this flag and, when the appointment has a client, has that client in scope. The server's list and its
 * check of every write use it (packages/api/src/dominios/citas/servicios/encargados.ts).
 */
export const PERMISO_ENCARGADO_CITA = 'read_cita' as const satisfies Permiso;

/** People in charge with the given branch's first (the appointment's on the detail, the user's elsewhere), order kept otherwise. */
export function ordenarEncargadosCita<T extends { sucursalId: number | null }>(
  lista: readonly T[],
  sucursalId: number | null,
): T[] {
  return [
    ...lista.filter((u) => sucursalId !== null && u.sucursalId === sucursalId),
    ...lista.filter((u) => sucursalId === null || u.sucursalId !== sucursalId),
  ];
}

/** Create needs add_cita with add_candidatoespontaneo and add_requisitocitasjoincitas. */
export const PERMISOS_CREAR_CITA = [
  'add_cita',
  'add_candidatoespontaneo',
  'add_requisitocitasjoincitas',
] as const satisfies readonly Permiso[];
/** Reschedule needs add_cita and add_requisitocitasjoincitas. */
export const PERMISOS_REAGENDAR_CITA = [
  'add_cita',
  'add_requisitocitasjoincitas',
] as const satisfies readonly Permiso[];

export function puedeCrearCita(permisos: readonly string[]): boolean {
  return PERMISOS_CREAR_CITA.every((p) => permisos.includes(p));
}

export function puedeReagendarCita(permisos: readonly string[]): boolean {
  return PERMISOS_REAGENDAR_CITA.every((p) => permisos.includes(p));
}

/**
 * The detail's Reagendar button: state 1 is "pruebas incompletas", the user may change state 1 and the person in
 * charge (spec 03 §2) and may reschedule (add_cita + add_requisitocitasjoincitas): the button leads to the
 * reschedule screen, which would refuse the user otherwise.
 */
export function muestraBotonReagendar(estado1Id: number | null, permisos: readonly string[]): boolean {
  return (
    estado1Id === ESTADO1_CITA_PRUEBAS_INCOMPLETAS &&
    puedeCambiarCampoCita('estado1', permisos) &&
    puedeCambiarCampoCita('encargado', permisos) &&
    puedeReagendarCita(permisos)
  );
}

/**
 * Whether the user may set this state 2: "reagendado" also needs the reschedule permissions, because saving it
 * sends the user on to the reschedule screen; without them the appointment would be marked rescheduled with no
 * new appointment. The detail hides the option and the server refuses it with `sinPermisoReagendar`.
 */
export function puedeElegirEstado2(codigo: string | null, permisos: readonly string[]): boolean {
  if (!puedeCambiarCampoCita('estado2', permisos)) return false;
  return codigo !== CodigoEstadoCita.REAGENDADO || puedeReagendarCita(permisos);
}

/**
 * A state 2 that needs the user's confirmation before it is saved: "reagendado" (spec 03 §4), because saving it
 * sends the user on to the reschedule screen.
 */
export function pideConfirmarEstado2(codigo: string | null): boolean {
  return codigo === CodigoEstadoCita.REAGENDADO;
}

/**
 * Dashboard filters a user may not use (spec 03 §6): state 2, the date range and the date field need change_E2 or
 * change_encargado; person in charge and city need change_encargado. Returns the names of the ones sent without the flag.
 */
export function filtrosNoPermitidos(f: Partial<FiltrosCitas>, permisos: readonly string[]): string[] {
  const e2 = permisos.includes('change_E2') || permisos.includes('change_encargado');
  const encargado = permisos.includes('change_encargado');
  const fuera: string[] = [];
  if (!e2)
    for (const k of ['estado2', 'desde', 'hasta', 'campoFecha'] as const)
      if (f[k] !== undefined) fuera.push(k);
  if (!encargado) for (const k of ['encargadoId', 'ciudadId'] as const) if (f[k] !== undefined) fuera.push(k);
  return fuera;
}

/** Dashboard comment preview: its first 20 characters. */
export function vistaPreviaComentario(comentario: string | null): string {
  return (comentario ?? '').slice(0, CITA_LIMITES.comentarioPreview);
}

export interface SituacionCandidatoCita {
  estadoInforma: number;
  disponibilidad: number;
}

/** Whether a registered candidate may get an appointment: hired (estado_informa 1), then not free (availability ≠ 0). */
export function negativaCandidatoCita(c: SituacionCandidatoCita): string | null {
  if (c.estadoInforma === 1) return M.contratado;
  if (c.disponibilidad !== 0) return M.noDisponible;
  return null;
}

/**
 * "Vencida" on an appointment requirement: valido_fecha (spec 03 §3) of the candidate's latest result of that
 * requirement is false, i.e. the same rule as the CV's requirement panel (`requisitoVigente`: realisation day plus
 * validity days no longer in the future). Without a result there is nothing to expire.
 */
export function requisitoCitaVencido(
  fechaRealizacion: FechaIso | null,
  validezDias: number,
  hoy: FechaIso,
): boolean {
  if (fechaRealizacion === null) return false;
  return !requisitoVigente(fechaRealizacion, validezDias, hoy);
}

/**
 * A new person in charge updates the invitation the candidate holds (it names them): only when the person changes, the
 * interview is still ahead and the appointment still stands (not "no continúa", whose event was cancelled, nor
 * "reagendado", whose event the new appointment carries on).
 */
export function actualizaInvitacionPorEncargado(
  cambia: boolean,
  codigoEstado2: string | null,
  fechaHoraEntrevista: Date,
  ahora: Date,
): boolean {
  if (!cambia || fechaHoraEntrevista.getTime() <= ahora.getTime()) return false;
  return codigoEstado2 !== CodigoEstadoCita.NO_CONTINUA && codigoEstado2 !== CodigoEstadoCita.REAGENDADO;
}

/** A state-2 change that cancels the appointment's invitation: "no continúa" while the interview is still ahead. */
export function cancelaInvitacion(
  codigoEstado2: string | null,
  fechaHoraEntrevista: Date,
  ahora: Date,
): boolean {
  return codigoEstado2 === CodigoEstadoCita.NO_CONTINUA && fechaHoraEntrevista.getTime() > ahora.getTime();
}
