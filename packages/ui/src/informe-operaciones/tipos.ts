import type { MedidaEmbudo, ParteIndice, TerminoNivelServicio } from '@talento/rules';

/**
 * The shape of the operations report both portals read (`reportes.informeGeneral` for staff, `reportes.informeCliente`
 * for the client portal): only what the shared screen pieces use, so the API's DTO satisfies it structurally.
 */
export type Porcentaje = number | null;

export interface CifrasInforme {
  embudo: Record<MedidaEmbudo, number>;
  nivelServicio: Porcentaje;
  efectividadEnvio: Porcentaje;
  puntajeGestion: Porcentaje;
}

export interface ColumnaInforme extends CifrasInforme {
  /** The terms of the service level of the column's period (vacancies, orders for PPCC) and the K it was computed with. */
  terminos: Record<TerminoNivelServicio, number>;
  k: number;
  clave: string;
  etiqueta: string;
  desde: string;
  hasta: string;
  /** A validated week (staff): who validated it and how today's figures differ from the frozen ones. */
  validado: { validadoPor: string; diferencia: CifrasInforme } | null;
}

export interface PromedioInforme {
  embudo: Record<MedidaEmbudo, number | null>;
  nivelServicio: Porcentaje;
  efectividadEnvio: Porcentaje;
  puntajeGestion: Porcentaje;
}

export interface InformeOperaciones {
  k: number;
  calculando: boolean;
  calculadoEn: Date | null;
  meses: ColumnaInforme[];
  semanas: ColumnaInforme[];
  promedio: PromedioInforme | null;
}

/**
 * The number a person clicked and the lists the staff modal shows for it: one funnel measure, or the terms of a
 * percentage's numerator and denominator (packages/rules PARTES_INDICE), over the column's days.
 */
export interface CifraElegida {
  partes: readonly ParteIndice[];
  etiqueta: string;
  periodo: string;
  desde: string;
  hasta: string;
  /** The column shows a validated week's frozen figures: the rows behind them are the frozen ones (today's on request). */
  congelada: boolean;
}
