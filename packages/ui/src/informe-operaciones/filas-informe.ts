import {
  AYUDA_INFORME,
  formatoNumero,
  formatoPorcentaje,
  MEDIDAS_EMBUDO,
  PARTES_INDICE,
  type IndiceInforme,
  type MedidaEmbudo,
  type ParteIndice,
} from '@talento/rules';
import type { CifrasInforme as Cifras, PromedioInforme as Promedio } from './tipos';

/**
 * One row of the report's tables: the ten funnel measures, then the service level, send effectiveness and overall
 * score (spec 03 §9: percentages with 2 decimals, the overall score with 1). A funnel measure opens its rows; a
 * percentage opens the rows behind the terms of its numerator and denominator (`partes`).
 */
export interface FilaInforme {
  clave: string;
  etiqueta: string;
  ayuda: string;
  medida: MedidaEmbudo | null;
  /** A percentage: the lists behind it (null for a funnel measure). */
  partes: readonly ParteIndice[] | null;
  de: (c: Cifras) => number | null;
  dePromedio: (p: Promedio) => number | null;
  formato: (n: number | null) => string;
  /** The moving average of a count has decimals; a count itself does not. */
  formatoPromedio: (n: number | null) => string;
}

const conteo = (n: number | null) => formatoNumero(n, 0);
const promedio = (n: number | null) => formatoNumero(n, 2);
const porcentaje = (decimales: number) => (n: number | null) => formatoPorcentaje(n, decimales);

const indice = (clave: IndiceInforme, etiqueta: string, ayuda: string, decimales: number): FilaInforme => ({
  clave,
  etiqueta,
  ayuda,
  medida: null,
  partes: PARTES_INDICE[clave],
  de: (c) => c[clave],
  dePromedio: (p) => p[clave],
  formato: porcentaje(decimales),
  formatoPromedio: porcentaje(decimales),
});

export function filasInforme(): FilaInforme[] {
  const ayuda = AYUDA_INFORME;
  const embudo = MEDIDAS_EMBUDO.map<FilaInforme>((m) => ({
    clave: m.clave,
    etiqueta: m.etiqueta,
    ayuda: m.ayuda,
    medida: m.clave,
    partes: null,
    de: (c) => c.embudo[m.clave],
    dePromedio: (p) => p.embudo[m.clave] ?? null,
    formato: conteo,
    formatoPromedio: promedio,
  }));
  return [
    ...embudo,
    indice('nivelServicio', 'Nivel de servicio', ayuda.terminos.nivelServicio ?? '', 2),
    indice('efectividadEnvio', 'Efectividad de envío', ayuda.efectividadEnvio, 2),
    indice('puntajeGestion', 'Puntaje general de gestión', ayuda.puntajeGestion, 1),
  ];
}

/** "+2", "−33,33 %": the change of a validated figure since it was frozen; null when nothing changed. */
export function textoDiferencia(fila: FilaInforme, diferencia: number | null): string | null {
  if (diferencia === null || diferencia === 0) return null;
  const signo = diferencia > 0 ? '+' : '−';
  return `${signo}${fila.formato(Math.abs(diferencia))}`;
}
