/**
 * The CV send to the payroll/ERP system (spec 03 §7 "Send CV to the payroll system", a 409 gives a server
 * message): the payload contract, sent by the one ERP client of erp.ts (POST {ERP_URL}/hojas-de-vida).
 * The API only checks the configuration and queues the send in the outbox; the server's outbox worker
 * (apps/server/src/outbox/entregar-nomina.ts) calls `enviarANomina`.
 */
import { z } from 'zod';
import { clienteErpHttp, configErp, type ConfigErp } from './erp';
import type { RespuestaExterna } from './respuesta';

/** The payroll system is the ERP: one configuration (ERP_URL, or its alias NOMINA_URL). */
export type ConfigNomina = ConfigErp;
export const configNomina = configErp;

/** What is sent: the CV data the payroll system needs to open or update the employee record. */
export const PayloadNomina = z.object({
  candidatoId: z.number().int(),
  pedidoId: z.number().int().nullable(),
  tipoDocumento: z.number().int(),
  numeroDocumento: z.string(),
  nombre1: z.string(),
  nombre2: z.string().nullable(),
  apellido1: z.string(),
  apellido2: z.string().nullable(),
  email: z.string(),
  telefono: z.string(),
  whatsapp: z.string().nullable(),
  fechaNacimiento: z.string().nullable(),
  genero: z.number().int().nullable(),
  estadoCivil: z.number().int().nullable(),
  direccion: z.string().nullable(),
  ciudad: z.string().nullable(),
  nivelAcademico: z.number().int().nullable(),
  profesiones: z.array(z.string()),
  experiencias: z.array(
    z.object({
      empresa: z.string(),
      cargo: z.string(),
      fechaIngreso: z.string().nullable(),
      fechaRetiro: z.string().nullable(),
      actual: z.boolean(),
    }),
  ),
  /** 'envio' from the options menu; 'actualizacion' after a staff edit of a hired candidate. */
  motivo: z.enum(['envio', 'actualizacion']),
});
export type PayloadNomina = z.infer<typeof PayloadNomina>;

export type RespuestaNomina = RespuestaExterna;

/** Sends one CV through the ERP client. Never throws for HTTP answers; a network failure is 'reintentar'. */
export async function enviarANomina(
  config: ConfigNomina,
  payload: PayloadNomina,
  fetcher: typeof fetch = fetch,
  clave: string | null = null,
): Promise<RespuestaNomina> {
  const r = await clienteErpHttp(config, fetcher).enviarHojaDeVida(PayloadNomina.parse(payload), clave);
  return r.resultado === 'aceptado' ? { resultado: 'aceptado' } : r;
}
