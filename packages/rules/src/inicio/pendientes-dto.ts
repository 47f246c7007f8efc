import { z } from 'zod';

/**
 * "Mis pendientes" (issue 13, staff home): what needs the user today, from the current ordinary orders that are
 * theirs — they are its person in charge (encargado), its lead executive or its creator — within their client scope.
 */

/** Rows per list; the total says how many there are in all. */
export const LIMITE_PENDIENTES = 20;

/** States of a candidate waiting for the client: sent (1), or interviewed (4) with the interview day gone by. */
export const ESTADOS_ESPERANDO_CLIENTE = [1, 4] as const;

const lista = <T extends z.ZodType>(fila: T) =>
  z.object({ total: z.number().int().nonnegative(), filas: z.array(fila) });

export const PedidoVencidoSchema = z.object({
  idPedido: z.number().int(),
  cliente: z.string(),
  cargo: z.string(),
  ciudad: z.string().nullable(),
  /** 0 or negative: the search days are used up. */
  diasRestantes: z.number().int(),
});

export const CandidatoEsperandoSchema = z.object({
  idPedido: z.number().int(),
  idCandidato: z.number().int(),
  candidato: z.string(),
  cliente: z.string(),
  cargo: z.string(),
  estado: z.number().int(),
  /** Calendar day (YYYY-MM-DD) since which it waits: its last state change. */
  desde: z.string().nullable(),
});

export const EntrevistaHoySchema = z.object({
  idPedido: z.number().int(),
  idCandidato: z.number().int(),
  candidato: z.string(),
  cliente: z.string(),
  cargo: z.string(),
  /** HH:mm, local time. */
  hora: z.string(),
});

export const CorreoConErrorSchema = z.object({
  id: z.number().int(),
  idPedido: z.number().int(),
  asunto: z.string(),
  destino: z.string(),
  ultimoError: z.string().nullable(),
  /** Calendar day (YYYY-MM-DD) it was queued. */
  creadoEl: z.string(),
});

/** A hiring order whose last ERP call (filing, induction, CV send) ended in Error. */
export const OrdenConErrorSchema = z.object({
  id: z.number().int(),
  idPedido: z.number().int(),
  candidatoPedidoId: z.number().int(),
  ordenId: z.number().int(),
  consecutivo: z.number().int(),
  candidato: z.string(),
  cliente: z.string(),
  operacion: z.enum(['requisicion', 'radicacion', 'induccion', 'hoja_de_vida']),
  ultimoError: z.string().nullable(),
  /** Calendar day (YYYY-MM-DD) of the failed call. */
  fecha: z.string(),
});

/** An open request of a data subject due this week (or overdue), for whoever handles them. */
export const SolicitudPorVencerSchema = z.object({
  id: z.number().int(),
  tipo: z.string(),
  titular: z.string(),
  /** Calendar day (YYYY-MM-DD) of the legal due date. */
  venceEn: z.string(),
  /** Business days left; negative once overdue. */
  diasRestantes: z.number().int(),
});

/** The backups' warning for their administrators (motivoAvisoRespaldo of administracion/respaldos.ts). */
export const AvisoRespaldoSchema = z.object({
  motivo: z.enum(['sin_respaldo', 'atrasado', 'fallido']),
  ultimoVerificado: z.date().nullable(),
});
export type AvisoRespaldo = z.infer<typeof AvisoRespaldoSchema>;

export const MisPendientesSchema = z.object({
  pedidosVencidos: lista(PedidoVencidoSchema),
  esperandoCliente: lista(CandidatoEsperandoSchema),
  entrevistasHoy: lista(EntrevistaHoySchema),
  correosConError: lista(CorreoConErrorSchema),
  ordenesConError: lista(OrdenConErrorSchema),
  /** Administrators of the embedded PostgreSQL's backups: why the backups need them (null: they do not). */
  respaldo: AvisoRespaldoSchema.nullable().default(null),
  /** Holders of admin_datos_personales: the requests of data subjects due this week (null: not theirs). */
  solicitudesDatos: lista(SolicitudPorVencerSchema).nullable().default(null),
});
export type MisPendientes = z.infer<typeof MisPendientesSchema>;

export const MENSAJES_PENDIENTES = {
  titulo: 'Mis pendientes',
  sinPendientes: 'No tiene pendientes. Sus pedidos están al día.',
  pedidosVencidos: 'Pedidos vencidos',
  esperandoCliente: 'Candidatos esperando decisión del cliente',
  entrevistasHoy: 'Entrevistas de hoy',
  correosConError: 'Correos con error',
  ordenesConError: 'Órdenes de contratación con error en el ERP',
  solicitudesDatos: 'Solicitudes de datos personales que vencen esta semana',
  ninguno: 'Ninguno.',
  falla: 'No se pudieron cargar sus pendientes. Verifique su conexión e intente de nuevo.',
  verTodos: (total: number, mostrados: number) => `Se muestran ${mostrados} de ${total}.`,
} as const;
