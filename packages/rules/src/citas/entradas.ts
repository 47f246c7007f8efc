import { z } from 'zod';
import { CITA_LIMITES, LUGAR_CITA, RAZON_ENTREVISTA, RazonEntrevista, REFERENCIA_OTRO } from '../enums/citas';
import { campo, FechaIsoSchema, Id, Version } from '../esquemas';
import { MENSAJES_CITAS as M } from './mensajes';
import { enCatalogo } from '../esquemas/catalogo';

/** Document number as typed in the search box: digits only (spec 03 §2 "numeric"). */
export const DocumentoCita = campo
  .texto({ min: 1, max: 20, mensaje: M.requerido })
  .regex(/^\d+$/, M.documentoInvalido);

/** The spontaneous candidate's data asked when the document is unknown (names, surname, e-mail, numeric phone). */
export const EspontaneoCita = z.object({
  nombres: campo.texto({ min: 1, max: 150, mensaje: M.requerido }),
  apellidos: campo.texto({ min: 1, max: 150, mensaje: M.requerido }),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    campo
      .texto({ min: 1, max: 254, mensaje: M.correoInvalido, mensajeLargo: M.correoInvalido })
      .pipe(z.email(M.correoInvalido)),
  ),
  telefono: campo.texto({ min: 1, max: 30, mensaje: M.requerido }).regex(/^\d+$/, M.telefonoInvalido),
});
export type EspontaneoCita = z.infer<typeof EspontaneoCita>;

/** Fields shared by create and reschedule; the client is required for a client interview (reason 0). */
const camposCita = {
  razonEntrevista: campo.codigo(RAZON_ENTREVISTA, M.requerido),
  clienteId: Id.nullable().optional(),
  encargadoId: campo.id(M.encargadoRequerido),
  fechaHoraEntrevista: campo.fechaHora(M.fechaRequerida),
  comentario: campo.texto({ max: 2000, multilinea: true }).optional(),
  referenciaId: Id.nullable().optional(),
  otrosReferencia: campo.texto({ max: 200 }).optional(),
  requisitoIds: z.array(Id).max(50).default([]),
  /** Where: a branch (sucursalId; without it the user's), the client's address (lugarDireccion) or a video link. */
  lugar: enCatalogo(LUGAR_CITA).default('sucursal'),
  sucursalId: Id.nullable().optional(),
  lugarDireccion: campo.texto({ max: 300 }).optional(),
  enlaceVirtual: campo.texto({ max: 500 }).optional(),
  duracionMinutos: campo
    .entero({
      min: CITA_LIMITES.duracionMinima,
      max: CITA_LIMITES.duracionMaxima,
      columna: 'smallint',
      mensaje: M.duracionInvalida,
      mensajeRango: M.duracionInvalida,
    })
    .default(CITA_LIMITES.duracionPorDefecto),
  /** Answers the offer when the person in charge already has an appointment at that time: book it anyway. */
  aceptarCruce: z.boolean().default(false),
};

/** A video link: an http(s) address. */
export function enlaceVirtualValido(enlace: string): boolean {
  try {
    const url = new URL(enlace);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

interface ConCliente {
  razonEntrevista: number;
  lugar?: string | undefined;
  lugarDireccion?: string | undefined;
  enlaceVirtual?: string | undefined;
  clienteId?: number | null | undefined;
  referenciaId?: number | null | undefined;
  otrosReferencia?: string | undefined;
}

function exigirClienteYReferencia(v: ConCliente, ctx: z.RefinementCtx): void {
  if (v.razonEntrevista === RazonEntrevista.ENTREVISTA_CLIENTE && !v.clienteId) {
    ctx.addIssue({ code: 'custom', path: ['clienteId'], message: M.clienteRequerido });
  }
  if (v.referenciaId === REFERENCIA_OTRO && !v.otrosReferencia) {
    ctx.addIssue({ code: 'custom', path: ['otrosReferencia'], message: M.otrosReferenciaRequerido });
  }
  for (const [campo, mensaje] of problemasLugar(v))
    ctx.addIssue({ code: 'custom', path: [campo], message: mensaje });
}

/** The place's own field: the client's address, or a valid video link. */
export function problemasLugar(v: {
  lugar?: string | undefined;
  lugarDireccion?: string | undefined;
  enlaceVirtual?: string | undefined;
}): [string, string][] {
  if (v.lugar === 'cliente' && !v.lugarDireccion?.trim())
    return [['lugarDireccion', M.lugarDireccionRequerida]];
  if (v.lugar === 'virtual' && !enlaceVirtualValido(v.enlaceVirtual?.trim() ?? ''))
    return [['enlaceVirtual', M.enlaceVirtualInvalido]];
  return [];
}

/**
 * "Crear cita": a registered candidate (candidatoId) or a spontaneous one (espontaneo) found by document.
 * `reagendarExistente` answers the same-day duplicate offer: the existing appointment is marked rescheduled
 * (estado1 1, estado2 6) and the new one points at it.
 */
export const EntradaCrearCita = z
  .object({
    documento: DocumentoCita,
    candidatoId: Id.optional(),
    espontaneo: EspontaneoCita.optional(),
    reagendarExistente: z.boolean().default(false),
    ...camposCita,
  })
  .superRefine((v, ctx) => {
    exigirClienteYReferencia(v, ctx);
    if (!v.candidatoId && !v.espontaneo)
      ctx.addIssue({ code: 'custom', path: ['espontaneo'], message: M.requerido });
  });
export type EntradaCrearCita = z.input<typeof EntradaCrearCita>;
export type CitaNueva = z.output<typeof EntradaCrearCita>;

/** "Reagendar" (/create-cita/:idCita): the document is locked (the candidate is the parent's); the reason is required. */
export const EntradaReagendarCita = z
  .object({
    citaId: Id,
    version: Version,
    razonReagendamiento: campo.texto({
      min: 1,
      max: 2000,
      multilinea: true,
      mensaje: M.razonReagendamientoRequerida,
    }),
    ...camposCita,
  })
  .superRefine(exigirClienteYReferencia);
export type EntradaReagendarCita = z.input<typeof EntradaReagendarCita>;
export type CitaReagendada = z.output<typeof EntradaReagendarCita>;

export const EntradaBuscarDocumentoCita = z.object({ documento: DocumentoCita });

/** Order of the dashboard (spec 03 §7 order_custom): newest interview first by default. */
export const OrdenCitas = z.enum(['entrevista_desc', 'entrevista_asc', 'candidato_asc', 'candidato_desc']);
export type OrdenCitas = z.infer<typeof OrdenCitas>;

/** Which date the dashboard's range applies to. */
export const CampoFechaCita = z.enum(['entrevista', 'creacion']);

/** /dashboard-cita filters (spec 03 §7); the gated ones are checked against the user's flags by `filtrosNoPermitidos`. */
export const FiltrosCitas = z.object({
  nombreCandidato: campo.texto({ max: 100 }).optional(),
  /** The candidate's document, exact (registered or spontaneous). */
  documento: DocumentoCita.optional(),
  /** Invitation delivered or not (correo_enviado). */
  correoEnviado: z.boolean().optional(),
  /** Words in the comment (accents and case ignored). */
  comentario: campo.texto({ max: 100 }).optional(),
  /** The appointments that reschedule this one (cita_padre_reagendada). */
  citaPadreReagendadaId: Id.optional(),
  clienteId: Id.optional(),
  razonEntrevista: campo.codigo(RAZON_ENTREVISTA, M.requerido).optional(),
  estado1: Id.optional(),
  usuarioCreadorId: Id.optional(),
  sucursalId: Id.optional(),
  // Gated: change_E2 or change_encargado.
  estado2: Id.optional(),
  desde: FechaIsoSchema.optional(),
  hasta: FechaIsoSchema.optional(),
  campoFecha: CampoFechaCita.optional(),
  // Gated: change_encargado.
  encargadoId: Id.optional(),
  ciudadId: Id.optional(),
  orden: OrdenCitas.optional(),
  pagina: campo.entero({ min: 1, max: 100_000 }).default(1),
});
export type FiltrosCitas = z.infer<typeof FiltrosCitas>;

const cambioBase = { id: Id, version: Version };
/** State 1 or state 2 (null clears it: a cancelled reschedule sets estado2 to null). */
export const EntradaCambiarEstadoCita = z.object({ ...cambioBase, estadoId: Id.nullable() });
/**
 * Reception's "Deshacer" of a check-in: the appointment at the version the check-in returned and the state 1 it had
 * before (null: none), which it gets back with no arrival time.
 */
export const EntradaDeshacerLlegadaCita = z.object({ ...cambioBase, estadoAnteriorId: Id.nullable() });
export type EntradaDeshacerLlegadaCita = z.infer<typeof EntradaDeshacerLlegadaCita>;
export const EntradaCambiarEncargadoCita = z.object({
  ...cambioBase,
  encargadoId: campo.id(M.encargadoRequerido),
  /** Answers the offer when the new person in charge already has an appointment at that time: change it anyway. */
  aceptarCruce: z.boolean().default(false),
});
export const EntradaCambiarRemisionCita = z
  .object({
    ...cambioBase,
    referenciaId: Id.nullable(),
    otrosReferencia: campo.texto({ max: 200 }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.referenciaId === REFERENCIA_OTRO && !v.otrosReferencia)
      ctx.addIssue({ code: 'custom', path: ['otrosReferencia'], message: M.otrosReferenciaRequerido });
  });
export const EntradaMarcarRequisitoCita = z.object({ id: Id, revisado: z.boolean() });
export const EntradaIdCita = z.object({ id: Id });
/** The screens' catalogues; with the appointment's client, only the people in charge who can see that client. */
export const EntradaCatalogosCita = z.object({ clienteId: Id.optional() }).default({});

/** Reception: a branch (the user's by default) and a day (today by default; "Mañana / otra fecha"). */
export const EntradaHoyCitas = z
  .object({ sucursalId: Id.optional(), dia: FechaIsoSchema.optional() })
  .default({});
export type EntradaHoyCitas = z.infer<typeof EntradaHoyCitas>;

/**
 * The week calendar (/citas/semana): any day of the week (the server takes its Monday), and optionally one person in
 * charge or one branch.
 */
export const EntradaSemanaCitas = z.object({
  dia: FechaIsoSchema,
  encargadoId: Id.optional(),
  sucursalId: Id.optional(),
});
export type EntradaSemanaCitas = z.infer<typeof EntradaSemanaCitas>;
