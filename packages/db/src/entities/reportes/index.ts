import { IndicadorOperacionesSchema } from './indicador-operaciones';
import { IndicadorValidadoSchema } from './indicador-validado';
import { IndicadorValidadoFilaSchema } from './indicador-validado-fila';
import { MedioReclutamientoSchema } from './medio-reclutamiento';
import { ReporteEmbebidoSchema } from './reporte-embebido';

export * from './indicador-operaciones';
export * from './indicador-validado';
export * from './indicador-validado-fila';
export * from './medio-reclutamiento';
export * from './reporte-embebido';

/** Operations reports domain (spec 03 §3 "Operations indicators", named reports, recruitment media). */
export const reportesEntities = [
  IndicadorOperacionesSchema,
  IndicadorValidadoSchema,
  IndicadorValidadoFilaSchema,
  MedioReclutamientoSchema,
  ReporteEmbebidoSchema,
];
