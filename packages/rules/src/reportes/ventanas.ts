/**
 * The columns of the operations report for a date (spec 03 §2, §9): the 3 months up to the date and the 5 Monday–
 * Sunday weeks up to the date, oldest first; the current month and week end on the date itself. Days are Bogotá
 * calendar days 'YYYY-MM-DD' (fechas/).
 */
import { lunesDeSemana, partesFechaIso, semanaIso, sumarDias, sumarMeses, type FechaIso } from '../fechas';
import { redondear } from '../formato';
import { MENSAJES_REPORTES as M } from './mensajes';

export const MESES_ES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

export const MESES_INFORME = 3;
export const SEMANAS_INFORME = 5;

export interface Ventana {
  /** 'mes-2' … 'mes-0', 'semana-4' … 'semana-0' (0 = the one containing the date). */
  clave: string;
  tipo: 'mes' | 'semana';
  desde: FechaIso;
  hasta: FechaIso;
  etiqueta: string;
}

const dosDigitos = (n: number) => String(n).padStart(2, '0');

function primeroDelMes(iso: FechaIso): FechaIso {
  const { anio, mes } = partesFechaIso(iso);
  return `${anio}-${dosDigitos(mes)}-01`;
}

/** The 3 months up to the date: two whole months, then the first of the date's month to the date. */
export function mesesHasta(fecha: FechaIso): Ventana[] {
  return copia(recordadas(mesesRecordados, fecha, calcularMeses));
}

function calcularMeses(fecha: FechaIso): Ventana[] {
  const inicioActual = primeroDelMes(fecha);
  return Array.from({ length: MESES_INFORME }, (_, i) => {
    const atras = MESES_INFORME - 1 - i;
    const desde = sumarMeses(inicioActual, -atras);
    const hasta = atras === 0 ? fecha : sumarDias(sumarMeses(desde, 1), -1);
    const { anio, mes } = partesFechaIso(desde);
    return {
      clave: `mes-${atras}`,
      tipo: 'mes' as const,
      desde,
      hasta,
      etiqueta: `${MESES_ES[mes - 1]} ${anio}`,
    };
  });
}

/** The 5 weeks (Monday to Sunday) up to the date: four whole weeks, then the date's Monday to the date. */
export function semanasHasta(fecha: FechaIso): Ventana[] {
  return copia(recordadas(semanasRecordadas, fecha, calcularSemanas));
}

function calcularSemanas(fecha: FechaIso): Ventana[] {
  const lunesActual = lunesDeSemana(fecha);
  return Array.from({ length: SEMANAS_INFORME }, (_, i) => {
    const atras = SEMANAS_INFORME - 1 - i;
    const desde = sumarDias(lunesActual, -7 * atras);
    const hasta = atras === 0 ? fecha : sumarDias(desde, 6);
    const { anio, semana } = semanaIso(desde);
    const d = partesFechaIso(desde);
    return {
      clave: `semana-${atras}`,
      tipo: 'semana' as const,
      desde,
      hasta,
      etiqueta: `Semana ${semana} de ${anio} (${dosDigitos(d.dia)}/${dosDigitos(d.mes)})`,
    };
  });
}

/**
 * The windows of a date, worked out once: the report asks for the same date on every request and the week numbers
 * and month arithmetic showed in the server's profile. Callers get their own copies; the maps are emptied past a bound.
 */
const mesesRecordados = new Map<FechaIso, Ventana[]>();
const semanasRecordadas = new Map<FechaIso, Ventana[]>();
const MAX_FECHAS_RECORDADAS = 512;

function recordadas(
  mapa: Map<FechaIso, Ventana[]>,
  fecha: FechaIso,
  calcular: (f: FechaIso) => Ventana[],
): Ventana[] {
  let v = mapa.get(fecha);
  if (!v) {
    v = calcular(fecha);
    if (mapa.size >= MAX_FECHAS_RECORDADAS) mapa.clear();
    mapa.set(fecha, v);
  }
  return v;
}

const copia = (ventanas: readonly Ventana[]): Ventana[] => ventanas.map((v) => ({ ...v }));

/**
 * Days back the triggers mark for recomputation when past data changes (marcar_indicadores_pendientes in
 * Migration20261125000024_informe_operaciones: greatest(desde, ayer - 400)). Older days of the indicators table
 * are never refreshed, so a report whose columns reach them is computed from the source tables instead.
 */
export const DIAS_RECALCULADOS_INFORME = 400;

/** First day of the columns of the report for `fecha` (rangoInforme's `desde`, without filling its caches). */
function inicioColumnas(fecha: FechaIso): FechaIso {
  const mes = sumarMeses(`${fecha.slice(0, 7)}-01`, -(MESES_INFORME - 1));
  const semana = sumarDias(lunesDeSemana(fecha), -7 * (SEMANAS_INFORME - 1));
  return mes < semana ? mes : semana;
}

/** The last answer of fechaMinimaInforme: it depends on the day only, and the server asks it on every report. */
let minimaRecordada: { hoy: FechaIso; minima: FechaIso } | null = null;

/** The earliest date whose report lies wholly within the recomputed days (today − DIAS_RECALCULADOS_INFORME on). */
export function fechaMinimaInforme(hoy: FechaIso): FechaIso {
  if (minimaRecordada?.hoy === hoy) return minimaRecordada.minima;
  const limite = sumarDias(hoy, -DIAS_RECALCULADOS_INFORME);
  let fecha = limite;
  while (inicioColumnas(fecha) < limite) fecha = sumarDias(fecha, 1);
  minimaRecordada = { hoy, minima: fecha };
  return fecha;
}

/** The message of the report's date on screen: required (any past date has a report: fechaMinimaInforme only decides how it is computed). */
export function errorFechaInforme(fecha: string): string | undefined {
  return fecha === '' ? M.fechaRequerida : undefined;
}

/** First and last day any column of the report for `fecha` covers. */
export function rangoInforme(fecha: FechaIso): { desde: FechaIso; hasta: FechaIso } {
  const primerMes = mesesHasta(fecha)[0]!.desde;
  const primeraSemana = semanasHasta(fecha)[0]!.desde;
  return { desde: primerMes < primeraSemana ? primerMes : primeraSemana, hasta: fecha };
}

/**
 * Moving average of the last five weeks: the mean of the weekly values that exist (null weeks, e.g. a level
 * without anything to measure, are left out), 2 decimals; null when no week has a value.
 */
export function promedioMovil(valores: readonly (number | null)[]): number | null {
  const presentes = valores.slice(-SEMANAS_INFORME).filter((v): v is number => v !== null);
  if (!presentes.length) return null;
  return redondear(presentes.reduce((a, b) => a + b, 0) / presentes.length, 2);
}

/** A week a validation may freeze, or why not: it has not started, or it has not closed yet. */
export type PeriodoValidacion =
  | { estado: 'cerrada'; desde: FechaIso; hasta: FechaIso }
  | { estado: 'abierta' | 'futura'; desde: FechaIso; hasta: FechaIso };

/**
 * The period a validation freezes: the Monday–Sunday week of `fecha`. Only a closed week (its Sunday before today)
 * may be validated: validating is final, and freezing a week on its Tuesday would keep its first two days for good.
 */
export function periodoValidacion(fecha: FechaIso, hoy: FechaIso): PeriodoValidacion {
  const desde = lunesDeSemana(fecha);
  const hasta = sumarDias(desde, 6);
  return { estado: desde > hoy ? 'futura' : hasta < hoy ? 'cerrada' : 'abierta', desde, hasta };
}

/** The week validated when no date is chosen: the last closed one (the week before today's). */
export const semanaValidableDe = (hoy: FechaIso): FechaIso => sumarDias(hoy, -7);
