import { z } from 'zod';
import { esquemaDe } from '../../../nucleo/sql/columnas';
import { columnasRetencion } from './servicios/afectados-columnas';

export const PoliticaRetencionDto = z.object({
  activa: z.boolean(),
  anosSinActualizar: z.number(),
  diasAviso: z.number(),
  version: z.number(),
  modificadoEn: z.date().nullable(),
});

/**
 * A person in the preview (no contact data: the list is for deciding, not for writing to them): the statement's columns
 * as they are (servicios/afectados-columnas.ts; their schema does not depend on the kind of list) and the name.
 */
const PersonaRetencionDto = z.object({
  ...esquemaDe(columnasRetencion(true)),
  nombre: z.string(),
});
const ListaRetencionDto = z.object({ total: z.number(), filas: z.array(PersonaRetencionDto) });

export const VistaPreviaRetencionDto = z.object({
  politica: PoliticaRetencionDto,
  /** CVs not updated before this instant count as old. */
  corte: z.date(),
  avisar: ListaRetencionDto,
  anonimizar: ListaRetencionDto,
});

export const PoliticaGuardadaDto = z.object({ mensaje: z.string(), version: z.number() });

export const ResumenRetencionDto = z.object({
  activa: z.boolean(),
  respondidos: z.number(),
  avisados: z.number(),
  anonimizados: z.array(z.number()),
  rechazados: z.array(z.object({ candidatoId: z.number(), motivo: z.string() })),
});

export const MensajeRetencionDto = z.object({ mensaje: z.string() });
