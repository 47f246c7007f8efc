import { z } from 'zod';

/** One access to a person's data: who, when, what, from where, and whose data (null for a list export). */
export const AccesoDatosDto = z.object({
  id: z.number(),
  fecha: z.date(),
  usuarioId: z.number().nullable(),
  usuario: z.string().nullable(),
  accion: z.string(),
  /** The list exported (`exportar`) or the procedure that read. */
  recurso: z.string(),
  ip: z.string(),
  candidatoId: z.number().nullable(),
  persona: z.string().nullable(),
  documento: z.string().nullable(),
  /** Rows of an export, format of a personal-data export; no personal data. */
  detalle: z.string(),
});
export type AccesoDatosDto = z.infer<typeof AccesoDatosDto>;

export const PaginaAccesosDatosDto = z.object({
  filas: z.array(AccesoDatosDto),
  total: z.number(),
  tamanoPagina: z.number(),
});

export const AccesosRecientesDto = z.object({ filas: z.array(AccesoDatosDto) });

export const ImpresionRegistradaDto = z.object({ registrada: z.literal(true) });
