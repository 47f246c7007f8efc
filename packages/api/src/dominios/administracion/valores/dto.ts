import { z } from 'zod';

/** Output shapes of Administración › Valores anuales (never ORM entities). */
export const ValorAnualDto = z.object({
  id: z.number(),
  version: z.number(),
  /** Year of `vigenteDesde`. */
  anio: z.number(),
  /** 'YYYY-MM-DD', a Bogotá calendar day. */
  vigenteDesde: z.string(),
  smmlv: z.number(),
  auxilioTransporte: z.number(),
  /** Full name of who entered it; null for the row migrated from the old configuration or added by the seed. */
  creadoPor: z.string().nullable(),
  creadoEn: z.date(),
  /** The row in force today. */
  vigente: z.boolean(),
  /** Its day is still to come: it may be edited or removed. */
  modificable: z.boolean(),
});
export type ValorAnualDto = z.infer<typeof ValorAnualDto>;

export const ValoresAnualesDto = z.object({
  /** Newest first. */
  valores: z.array(ValorAnualDto),
  /** Today on the server's clock (Bogotá), 'YYYY-MM-DD': a new row must take effect after it. */
  hoy: z.string(),
});

export const ValorAnualEliminadoDto = z.object({ id: z.number() });

export const ConfiguracionPedidosDto = z.object({
  version: z.number(),
  minPorcentajeHv: z.number(),
  maxCompetencias: z.number(),
  maxSubCompetencias: z.number(),
  minValores: z.number(),
  maxValores: z.number(),
  maxPregFac: z.number(),
  minPreguntasEntrevista: z.number(),
  maxPreguntasEntrevista: z.number(),
  porcentajeEntrevista: z.number(),
});
export type ConfiguracionPedidosDto = z.infer<typeof ConfiguracionPedidosDto>;
