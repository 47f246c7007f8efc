import type { CandidatoProgramado } from '@talento/db';

/** Test codes a scheduled candidate has a status column for (spec 01 §3 "Scheduled candidate"). */
export type CodigoPruebaProgramada = 'FAC' | 'DETAC' | 'COMPETENCIAS' | 'IDISC' | 'VALORES' | 'ENTREVISTA';

type ColumnaEstado = 'fac' | 'detac' | 'competencias' | 'idisc' | 'valores' | 'entrevista';

export const COLUMNA_DE_PRUEBA: Record<CodigoPruebaProgramada, ColumnaEstado & keyof CandidatoProgramado> = {
  FAC: 'fac',
  DETAC: 'detac',
  COMPETENCIAS: 'competencias',
  IDISC: 'idisc',
  VALORES: 'valores',
  ENTREVISTA: 'entrevista',
};

export const esCodigoProgramado = (codigo: string): codigo is CodigoPruebaProgramada =>
  codigo in COLUMNA_DE_PRUEBA;
