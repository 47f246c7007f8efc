/**
 * Column names of the operations figures in SQL (indicador_operaciones and the computing queries) and their keys in
 * TypeScript. Fixed text only: safe to concatenate.
 */
import type { CifrasEmbudo, MedidaEmbudo, TerminoNivelServicio, TerminosNivelServicio } from '@talento/rules';

export const COLUMNAS_EMBUDO: Readonly<Record<MedidaEmbudo, string>> = {
  pedidosRecibidos: 'pedidos_recibidos',
  vacantes: 'vacantes',
  hvEnviadas: 'hv_enviadas',
  validadas: 'validadas',
  entrevistas: 'entrevistas',
  aprobados: 'aprobados',
  contratados: 'contratados',
  rechazados: 'rechazados',
  pedidosCancelados: 'pedidos_cancelados',
  pedidosTerminados: 'pedidos_terminados',
};

export const COLUMNAS_TERMINO: Readonly<Record<TerminoNivelServicio, string>> = {
  vPaCHF: 'v_pa_chf',
  vPCHF: 'v_p_chf',
  vFCHF: 'v_f_chf',
  CEP: 'cep',
  vPa: 'v_pa',
  vP: 'v_p',
  PPCC: 'ppcc',
};

/** Prefixes of the service-level terms stored per day: those of the week and of the month up to the day. */
export const PREFIJO_SEMANA = 'semana_';
export const PREFIJO_MES = 'mes_';

type Fila = Record<string, number | string | null>;

const numero = (v: number | string | null | undefined): number =>
  v === null || v === undefined ? 0 : Number(v);

/** [key, column] pairs taken once: the report reads 8 rows per request, each through these two functions. */
const ENTRADAS_EMBUDO = Object.entries(COLUMNAS_EMBUDO) as [MedidaEmbudo, string][];
const ENTRADAS_TERMINO = Object.entries(COLUMNAS_TERMINO) as [TerminoNivelServicio, string][];

export function embudoDeFila(f: Fila): CifrasEmbudo {
  const embudo = {} as CifrasEmbudo;
  for (const [clave, col] of ENTRADAS_EMBUDO) embudo[clave] = numero(f[col]);
  return embudo;
}

export function terminosDeFila(f: Fila, prefijo = ''): TerminosNivelServicio {
  const terminos = {} as TerminosNivelServicio;
  for (const [clave, col] of ENTRADAS_TERMINO) terminos[clave] = numero(f[prefijo + col]);
  return terminos;
}
