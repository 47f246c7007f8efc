/** Spanish (usted) messages of the operations report (spec 03 §5, §8; spec 02 §9). */
export const MENSAJES_REPORTES = {
  fechaRequerida: 'La fecha es obligatoria.',
  /** Toast of the screen when the report cannot be loaded (spec 03 §8). */
  errorTraerIndicadores: 'Error al traer los indicadores, verifica tu conexión',
  /** Toast of the validate-indicator screen on failure (spec 02 §9). */
  errorValidar: 'Error al validar indicador',
  sucursalRequerida: 'Seleccione la sucursal del periodo que va a validar.',
  filtroSucursalNoPermitido: 'Usted no puede filtrar el informe por sucursal.',
  filtroPsicologoNoPermitido: 'Usted no puede filtrar el informe por psicólogo.',
  fechaValidarNoPermitida: 'Usted solo puede validar la semana anterior.',
  periodoFuturo: 'No se puede validar un periodo que aún no empieza.',
  /** Only closed weeks are validated (docs/decisiones/reportes.md). */
  semanaAbierta: (domingo: string) =>
    `Solo se pueden validar semanas cerradas: esta semana termina el ${domingo} y se puede validar desde el día siguiente.`,
  yaValidado: 'Este periodo ya fue validado para la sucursal.',
  /** Validating freezes the whole branch's figures, shown to every viewer of the branch (global client-scope rule). */
  validarSinTodosLosClientes:
    'Para validar un periodo usted debe tener acceso a todos los clientes: la validación congela las cifras de toda la sucursal.',
  sucursalFueraDeAlcance: 'La sucursal no existe o no está en su alcance.',
  rangoInvalido: 'La fecha inicial debe ser anterior o igual a la final.',
  rangoLargo: 'El rango no puede superar 100 días.',
  medidaInvalida: 'Seleccione una cifra del informe.',
  kInvalido: 'K debe ser un número entre 0 y 10.',
  /** The indicators older than the recomputed window are not kept up to date (ventanas.ts DIAS_RECALCULADOS_INFORME). */
  /** The rows behind a figure of a validated week (`reportes.filas`): frozen at validation, or today's on request. */
  filasCongeladas: (fecha: string, usuario: string) => `Filas congeladas el ${fecha} por ${usuario}`,
  filasDeHoy: (fecha: string, usuario: string) =>
    `Filas de hoy: la semana se validó el ${fecha} por ${usuario}`,
  /** Validated before the rows were frozen too (no frozen rows to show). */
  filasSinCongelar: (fecha: string, usuario: string) =>
    `Filas de hoy: la semana se validó el ${fecha} por ${usuario}, antes de que se guardaran las filas de sus cifras.`,
  /** Client portal: a company filter outside the user's own companies. */
  clienteFueraDeAlcance: 'La empresa no existe o no está entre las suyas.',
} as const;

/** Spec 03 §9: while the period is being computed the report is asked again every 30 000 ms (both portals). */
export const REINTENTO_CALCULANDO_MS = 30_000;
/** The first re-asks while computing: the job starts as soon as the days are marked and takes seconds. */
export const REINTENTO_CALCULANDO_RAPIDO_MS = 3_000;
/** How many answers "calculando" are re-asked at the quick pace before the spec's 30 s (about 30 s in all). */
export const REINTENTOS_RAPIDOS_CALCULANDO = 10;

/**
 * When to ask again for a report that answered "calculando", after `respuestas` answers: the server computes the
 * marked days at once (a notification starts its job), so the first re-asks come every 3 s and the screen leaves
 * "Calculando…" within seconds; past about half a minute, the spec's every 30 s.
 */
export function reintentoCalculandoMs(respuestas: number): number {
  return respuestas <= REINTENTOS_RAPIDOS_CALCULANDO
    ? REINTENTO_CALCULANDO_RAPIDO_MS
    : REINTENTO_CALCULANDO_MS;
}
