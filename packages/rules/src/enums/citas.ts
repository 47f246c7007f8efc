/** Enumerations and constants of interview appointments (citas), spec 03 §3, §4, §5 and §9. */
import { claves, defineCatalogo } from '../catalogo';

/** razon_entrevista of an appointment: the client is required when 0. */
const razonEntrevista = [
  { valor: 0, clave: 'ENTREVISTA_CLIENTE', etiqueta: 'Entrevista con cliente' },
  { valor: 1, clave: 'OTRO_STOCK', etiqueta: 'Otro / stock' },
] as const;
export const RAZON_ENTREVISTA = defineCatalogo(razonEntrevista);
export const RazonEntrevista = claves(razonEntrevista);
export type RazonEntrevista = (typeof razonEntrevista)[number]['valor'];

/** flag of an appointment status: which list (estado1 or estado2) it belongs to. */
const estadoCitaLista = [
  { valor: 0, clave: 'ESTADO_1', etiqueta: 'Estado 1' },
  { valor: 1, clave: 'ESTADO_2', etiqueta: 'Estado 2' },
] as const;
export const ESTADO_CITA_LISTA = defineCatalogo(estadoCitaLista);
export const EstadoCitaLista = claves(estadoCitaLista);
export type EstadoCitaLista = (typeof estadoCitaLista)[number]['valor'];

/** codigo of the special appointment statuses (spec 03 §4). */
const codigoEstadoCita = [
  { valor: 'reagendado', clave: 'REAGENDADO', etiqueta: 'Reagendado' },
  { valor: 'llego', clave: 'LLEGO', etiqueta: 'Llegó' },
  {
    valor: 'no_trajo_documentos',
    clave: 'NO_TRAJO_DOCUMENTOS',
    etiqueta: 'Se presento y no trajo documentos',
  },
  // The candidate leaves the process: a future appointment is cancelled (its invitation gets a CANCEL).
  { valor: 'no_continua', clave: 'NO_CONTINUA', etiqueta: 'No continúa en el proceso' },
] as const;
export const CODIGO_ESTADO_CITA = defineCatalogo(codigoEstadoCita);
export const CodigoEstadoCita = claves(codigoEstadoCita);
export type CodigoEstadoCita = (typeof codigoEstadoCita)[number]['valor'];

/**
 * Where an interview happens: at an agency branch (the appointment's branch), at the client's address (typed on the
 * appointment) or by video call (a link). The invitation and reception say it.
 */
const lugarCita = [
  { valor: 'sucursal', clave: 'SUCURSAL', etiqueta: 'En una sucursal' },
  { valor: 'cliente', clave: 'CLIENTE', etiqueta: 'En la dirección del cliente' },
  { valor: 'virtual', clave: 'VIRTUAL', etiqueta: 'Por videollamada' },
] as const;
export const LUGAR_CITA = defineCatalogo(lugarCita);
export const LugarCita = claves(lugarCita);
export type LugarCita = (typeof lugarCita)[number]['valor'];

/** Referral id meaning "other": the free text otros_referencia is then shown. */
export const REFERENCIA_OTRO = 6;

/** Appointment dashboard page size. */
export const CITAS_PAGE_SIZE = 15;

/**
 * The dashboard counts at most this many appointments past the requested page (then says "más de"): counting 300,000
 * rows on every request costs more than the page itself (issue 18 bench). 300 = 20 pages ahead: counting 1,000 rows
 * was ~1 ms of the ~2.6 ms each request costs PostgreSQL, with 20 requests sharing 2 cores.
 */
export const CITAS_TOPE_CONTEO = 300;

/** Colour of the state-1 values 1, 2 and 3 on the dashboard (red, green, yellow). */
export const COLOR_ESTADO1_CITA: Readonly<Record<number, 'red' | 'green' | 'yellow'>> = {
  1: 'red',
  2: 'green',
  3: 'yellow',
};

/** Colour of a state-1 value, or null when it has none. */
export function colorEstado1Cita(estado1: number | null | undefined): 'red' | 'green' | 'yellow' | null {
  return estado1 === null || estado1 === undefined ? null : (COLOR_ESTADO1_CITA[estado1] ?? null);
}

/** estado1 id that clears the arrival time; also given to an existing same-day appointment being rescheduled. */
export const ESTADO1_CITA_SIN_LLEGADA = 1;
/** estado2 id given to an existing same-day appointment when it is rescheduled (spec 03 §4). */
export const ESTADO2_CITA_REAGENDADA = 6;

/** Other appointment limits (spec 03 §5 and §9). */
export const CITA_LIMITES = {
  /** Dashboard comment preview length. */
  comentarioPreview: 20,
  /** Default interview time is now plus this many minutes. */
  minutosPorDefecto: 30,
  /** The time picker's grid: the default time is rounded up to it. */
  minutosGrilla: 15,
  /** Length of an interview: default, shortest and longest (minutes). */
  duracionPorDefecto: 60,
  duracionMinima: 15,
  duracionMaxima: 480,
} as const;
