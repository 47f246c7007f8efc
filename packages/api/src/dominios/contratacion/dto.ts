/**
 * What the client portal gets of hiring orders: status only, never pay data (salary, commissions,
 * concepts), cost centre or ERP codes.
 */
import { z } from 'zod';

export const OrdenClienteDto = z.object({
  id: z.number(),
  consecutivo: z.number(),
  pedidoId: z.number(),
  cliente: z.string(),
  cargo: z.string(),
  ciudad: z.string(),
  candidatos: z.array(z.string()),
  creadoPorCliente: z.boolean(),
  fechaCreado: z.date(),
  fechaRadicado: z.date().nullable(),
  estado: z.enum(['guardada', 'radicada', 'enviada_nomina']),
  estadoEtiqueta: z.string(),
});

export const ResultadoGuardarOrdenDto = z.object({ id: z.number(), version: z.number(), consecutivo: z.number(), mensaje: z.string() });
