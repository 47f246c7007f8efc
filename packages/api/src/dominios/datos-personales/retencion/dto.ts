import { z } from 'zod';

export const PoliticaRetencionDto = z.object({
  activa: z.boolean(),
  anosSinActualizar: z.number(),
  diasAviso: z.number(),
  version: z.number(),
  modificadoEn: z.date().nullable(),
});

/** A person in the preview (no contact data: the list is for deciding, not for writing to them). */
const PersonaRetencionDto = z.object({
  candidatoId: z.number(),
  nombre: z.string(),
  documento: z.string(),
  ultimaActividad: z.date(),
  avisoId: z.number().nullable(),
  avisadoEn: z.date().nullable(),
  venceEn: z.date().nullable(),
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
