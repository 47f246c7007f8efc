/**
 * Service level, send effectiveness and overall management score (spec 03 §9, spec 02 §9). Every term is counted
 * over ordinary client orders (not stock), for a period [desde, hasta], as of `hasta`; the help texts below are the
 * definitions (shown beside the report and copied in docs/decisiones/reportes.md).
 *
 * Shared notions: a vacancy is *cubierta* when a candidate of the order reached «Se presenta en lugar de trabajo» on
 * or before `hasta` (capped at the order's vacancies); *a tiempo* (CHF, "cubierta hasta la fecha negociada") when that
 * day is on or before the order's negotiated date (plazo: fecha negociada, else fecha de ingreso, else the day it was
 * received). An order is *abierta* at `hasta` when it was received by then and neither cancelled nor finished by then;
 * it is *vencida* when its plazo is on or before `hasta`. Cancelled orders are not measured (the client withdrew).
 */
import { redondear } from '../formato';

/** The terms of the formula for one period (the fields desde, hasta … of spec 03 §3, without K and the result). */
export interface TerminosNivelServicio {
  vPaCHF: number;
  vPCHF: number;
  vFCHF: number;
  CEP: number;
  vPa: number;
  vP: number;
  PPCC: number;
}

export type TerminoNivelServicio = keyof TerminosNivelServicio;

export const CLAVES_TERMINO_NIVEL: readonly TerminoNivelServicio[] = [
  'vPaCHF',
  'vPCHF',
  'vFCHF',
  'CEP',
  'vPa',
  'vP',
  'PPCC',
];

/** Spanish help text of each term (and of K), as the report shows it. */
export const AYUDA_NIVEL_SERVICIO: Readonly<Record<TerminoNivelServicio | 'K' | 'nivelServicio', string>> = {
  vPa: 'Vacantes de pedidos recibidos antes del periodo, abiertos al cierre del periodo, con plazo (fecha negociada) vencido y sin candidatos esperando decisión del cliente.',
  vPaCHF:
    'De las vacantes vPa, las cubiertas a tiempo: un candidato se presentó a trabajar en o antes de la fecha negociada.',
  vP: 'Vacantes de pedidos recibidos en el periodo, abiertos al cierre del periodo, con plazo vencido y sin candidatos esperando decisión del cliente.',
  vPCHF: 'De las vacantes vP, las cubiertas a tiempo.',
  vFCHF:
    'Vacantes cubiertas a tiempo de los pedidos terminados en el periodo. Un pedido terminado cuenta solo en el periodo en que termina y solo con estas vacantes (en el numerador y en el denominador); sus vacantes sin cubrir o cubiertas tarde no entran en ningún término desde que termina (mientras estuvo abierto y vencido contaron en vPa o vP).',
  CEP: 'Cubiertas en plazo: vacantes ya cubiertas de pedidos abiertos cuyo plazo aún no vence.',
  PPCC: 'Pedidos pendientes con candidatos en el cliente: pedidos abiertos, con plazo vencido y vacantes sin cubrir, que tienen candidatos enviados al cliente esperando su decisión (enviados, validados o en entrevista, sin rechazo, aprobación ni ingreso). Cada uno pesa K en el denominador (sus vacantes no entran en vPa ni vP).',
  K: 'Peso de cada pedido pendiente con candidatos en el cliente (PPCC); 1 por defecto.',
  nivelServicio:
    'Nivel de servicio = ((vPaCHF + vPCHF + vFCHF) + CEP) / ((vPa + vP) + vFCHF + CEP + (PPCC × K)), en porcentaje. Sin vacantes que medir (denominador 0) no hay nivel: se muestra «—».',
};

/** Default weight of a pending order with candidates at the client. */
export const K_POR_DEFECTO = 1;

/**
 * Service level as a percentage with 2 decimals (100 = every measured vacancy filled on time). Null when the
 * denominator is 0 (nothing to measure): a level of 0 % or 100 % would both be false.
 */
export function nivelServicio(t: TerminosNivelServicio, k: number = K_POR_DEFECTO): number | null {
  const numerador = t.vPaCHF + t.vPCHF + t.vFCHF + t.CEP;
  const denominador = t.vPa + t.vP + t.vFCHF + t.CEP + t.PPCC * k;
  if (denominador <= 0) return null;
  return redondear((100 * numerador) / denominador, 2);
}

/** Send effectiveness: CVs validated by the client / CVs sent, percentage with 2 decimals; null when none was sent. */
export function efectividadEnvio(validadas: number, enviadas: number): number | null {
  if (enviadas <= 0) return null;
  return redondear((100 * validadas) / enviadas, 2);
}

/** Overall management score = 30 % send effectiveness + 70 % service level, 1 decimal; null when either is null. */
export function puntajeGestion(efectividad: number | null, nivel: number | null): number | null {
  if (efectividad === null || nivel === null) return null;
  return redondear(0.3 * efectividad + 0.7 * nivel, 1);
}

export const AYUDA_EFECTIVIDAD_ENVIO =
  'Efectividad de envío = hojas de vida validadas por el cliente / hojas de vida enviadas, en porcentaje. Sin envíos se muestra «—».';
export const AYUDA_PUNTAJE_GESTION =
  'Puntaje general de gestión = 30 % de la efectividad de envío + 70 % del nivel de servicio (1 decimal). Si falta alguno de los dos se muestra «—».';

/**
 * Every help text under the operations report, in both portals. Fixed text: the screens take it from here, as they
 * take the funnel's (MEDIDAS_EMBUDO), instead of receiving 2 KB of it with every answer of the report.
 */
export const AYUDA_INFORME = {
  terminos: AYUDA_NIVEL_SERVICIO,
  efectividadEnvio: AYUDA_EFECTIVIDAD_ENVIO,
  puntajeGestion: AYUDA_PUNTAJE_GESTION,
} as const;
