/** Limits of filter-question groups that the spec leaves open (ours; max_preg_fac comes from the orders config). */
export const LIMITES_FAC = {
  nombre: 255,
  titulo: 500,
  opcion: 500,
  tag: 100,
  maxOpciones: 10,
  maxTags: 20,
  /** Hard ceiling of questions whatever the config says (inputs never grow unbounded). */
  maxPreguntasAbsoluto: 100,
  /** Days a candidate's answer link stays valid. */
  diasVigenciaEnlace: 7,
  /** Days a FAC result counts as a valid test for other orders (like the platform's ratings). */
  diasVigenciaResultado: 180,
  maxCandidatosEnlace: 50,
} as const;
