import { z } from 'zod';
import { esquemaDe } from '../../nucleo/sql/columnas';
import { COLUMNAS_CITA } from './servicios/listar-columnas';

/** Output shapes of the appointment procedures (never ORM entities). */
const Ref = z.object({ id: z.number(), nombre: z.string() });

/** A row of /dashboard-cita: the page's columns as they are (servicios/listar-columnas.ts) and the references. */
export const CitaFilaDto = z.object({
  ...esquemaDe(COLUMNAS_CITA),
  cliente: Ref.nullable(),
  encargado: Ref,
  estado1: Ref.nullable(),
  estado2: Ref.nullable(),
  /** First 20 characters of the comment. */
  comentario: z.string(),
  sucursal: Ref.nullable(),
});
export type CitaFilaDto = z.infer<typeof CitaFilaDto>;

/** `totalAcotado`: there are more than `total` appointments (the count stops at CITAS_TOPE_CONTEO past the page). */
export const ListaCitasDto = z.object({
  filas: z.array(CitaFilaDto),
  total: z.number(),
  totalAcotado: z.boolean(),
  pagina: z.number(),
  tamanoPagina: z.number(),
});
export type ListaCitasDto = z.infer<typeof ListaCitasDto>;

export const RequisitoCitaDto = z.object({
  id: z.number(),
  requisitoId: z.number(),
  nombre: z.string(),
  revisado: z.boolean(),
  vencida: z.boolean(),
});

export const CitaDetalleDto = z.object({
  id: z.number(),
  version: z.number(),
  candidato: z.object({
    candidatoId: z.number().nullable(),
    espontaneoId: z.number().nullable(),
    nombre: z.string(),
    documento: z.string(),
    email: z.string(),
    telefono: z.string(),
  }),
  razonEntrevista: z.number(),
  razonReagendamiento: z.string().nullable(),
  cliente: Ref.nullable(),
  encargado: Ref,
  fechaHoraEntrevista: z.date(),
  fechaHoraLlegada: z.date().nullable(),
  comentario: z.string().nullable(),
  estado1: Ref.nullable(),
  estado2: Ref.nullable(),
  referencia: Ref.nullable(),
  otrosReferencia: z.string().nullable(),
  citaPadreReagendadaId: z.number().nullable(),
  /** The appointment that replaced this one when it was rescheduled (the chain's next link), if any in scope. */
  citaReagendadaEnId: z.number().nullable(),
  lugar: z.enum(['sucursal', 'cliente', 'virtual']),
  lugarDireccion: z.string().nullable(),
  enlaceVirtual: z.string().nullable(),
  /** The place as the invitation says it (branch with address, client's address, or the link). */
  textoLugar: z.string(),
  duracionMinutos: z.number(),
  candidatoPedidoId: z.number().nullable(),
  correoEnviado: z.boolean(),
  sucursal: Ref.nullable(),
  ciudad: Ref.nullable(),
  usuarioCreador: Ref,
  createdAt: z.date(),
  requisitos: z.array(RequisitoCitaDto),
});
export type CitaDetalleDto = z.infer<typeof CitaDetalleDto>;

export const EstadoCitaDto = z.object({ id: z.number(), nombre: z.string(), codigo: z.string().nullable() });
export const CatalogosCitaDto = z.object({
  estados1: z.array(EstadoCitaDto),
  estados2: z.array(EstadoCitaDto),
  referencias: z.array(Ref),
  requisitos: z.array(Ref),
  /** Active agency users who can be the person in charge (the user's branch first). */
  encargados: z.array(Ref.extend({ sucursalId: z.number().nullable() })),
  sucursales: z.array(Ref),
  /** The user's branch: the form's default place. */
  sucursalUsuarioId: z.number().nullable(),
});
export type CatalogosCitaDto = z.infer<typeof CatalogosCitaDto>;

export const BusquedaDocumentoCitaDto = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('registrado'),
    candidato: z.object({
      id: z.number(),
      nombre: z.string(),
      documento: z.string(),
      email: z.string(),
      telefono: z.string(),
    }),
  }),
  z.object({
    tipo: z.literal('espontaneo'),
    /** The last spontaneous candidate with that document, to fill the form (null: nobody known). */
    espontaneo: z
      .object({ nombres: z.string(), apellidos: z.string(), email: z.string(), telefono: z.string() })
      .nullable(),
  }),
]);
export type BusquedaDocumentoCitaDto = z.infer<typeof BusquedaDocumentoCitaDto>;

export const CitaGuardadaDto = z.object({ id: z.number(), version: z.number(), mensaje: z.string() });
export type CitaGuardadaDto = z.infer<typeof CitaGuardadaDto>;

export const CitaHoyDto = z.object({
  id: z.number(),
  version: z.number(),
  candidato: z.string(),
  documento: z.string(),
  cliente: z.string().nullable(),
  encargado: z.string(),
  fechaHoraEntrevista: z.date(),
  fechaHoraLlegada: z.date().nullable(),
  estado1: Ref.nullable(),
  /** Where: reception tells an interview at the branch from one at the client's or by video call. */
  lugar: z.enum(['sucursal', 'cliente', 'virtual']),
  textoLugar: z.string(),
});
/** Reception: the branch, the Bogotá day shown (YYYY-MM-DD) and its appointments. */
export const CitasHoyDto = z.object({
  sucursal: Ref.nullable(),
  dia: z.string(),
  citas: z.array(CitaHoyDto),
});
export type CitasHoyDto = z.infer<typeof CitasHoyDto>;

/** One appointment of the week calendar: its Bogotá day and minute of the day place it. */
export const CitaSemanaDto = z.object({
  id: z.number(),
  candidato: z.string(),
  cliente: z.string().nullable(),
  encargado: Ref,
  sucursal: Ref.nullable(),
  fechaHoraEntrevista: z.date(),
  duracionMinutos: z.number(),
  dia: z.string(),
  minuto: z.number().int().min(0).max(1439),
  estado1: Ref.nullable(),
});
/** The week (its Monday) and its appointments in time order; `truncada` when there were more than the screen shows. */
export const SemanaCitasDto = z.object({
  lunes: z.string(),
  truncada: z.boolean(),
  citas: z.array(CitaSemanaDto),
});
export type SemanaCitasDto = z.infer<typeof SemanaCitasDto>;

/** The person in charge already has an appointment at that time: nothing written, the message names it. */
const CruceCitaDto = z.object({
  resultado: z.literal('cruce'),
  citaCruceId: z.number().nullable(),
  mensaje: z.string(),
});

export const ResultadoCrearCitaDto = z.discriminatedUnion('resultado', [
  z.object({ resultado: z.literal('creada'), id: z.number(), version: z.number(), mensaje: z.string() }),
  /** Same-day duplicate: nothing written; the screen offers to reschedule `citaExistenteId` (reagendarExistente). */
  z.object({ resultado: z.literal('duplicada'), citaExistenteId: z.number(), mensaje: z.string() }),
  CruceCitaDto,
]);

/** Rescheduled, or the person in charge's overlap offer (nothing written; `aceptarCruce` books it anyway). */
export const ResultadoReagendarCitaDto = z.discriminatedUnion('resultado', [
  z.object({ resultado: z.literal('reagendada'), id: z.number(), version: z.number(), mensaje: z.string() }),
  CruceCitaDto,
]);

/** Person in charge changed, or the new one's overlap offer (nothing written; `aceptarCruce` changes it anyway). */
export const ResultadoCambiarEncargadoDto = z.discriminatedUnion('resultado', [
  z.object({ resultado: z.literal('guardada'), id: z.number(), version: z.number(), mensaje: z.string() }),
  CruceCitaDto,
]);
export type ResultadoCambiarEncargadoDto = z.infer<typeof ResultadoCambiarEncargadoDto>;

/** An appointment marked reviewed (or not), and the toast. */
export const RevisionCitaDto = z.object({ id: z.number(), revisado: z.boolean(), mensaje: z.string() });
