import { z } from 'zod';
import { esquemaDe } from '../../../nucleo/sql/columnas';
import { COLUMNAS_ACCESOS } from './servicios/consulta-columnas';

/**
 * One access to a person's data: who, when, what, from where, and whose data (null for a list export); the statement's
 * columns as they are (servicios/consulta-columnas.ts), the person's name and the readable detail.
 */
export const AccesoDatosDto = z.object({
  ...esquemaDe(COLUMNAS_ACCESOS),
  persona: z.string().nullable(),
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
