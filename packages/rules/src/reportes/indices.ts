/**
 * The rows behind a percentage of the report (issue 19 "every number is a link"): each percentage opens the rows
 * behind the terms of its numerator and of its denominator, a list per term. The overall score combines send
 * effectiveness and the service level, so it opens the terms of both.
 */
import { MEDIDAS_EMBUDO, CLAVES_MEDIDA_EMBUDO, type MedidaEmbudo } from './medidas';
import { CLAVES_TERMINO_NIVEL, type TerminoNivelServicio } from './nivel-servicio';

/** What `reportes.filas` lists: a funnel measure or a term of the service level. */
export type CifraConFilas = MedidaEmbudo | TerminoNivelServicio;
export const CLAVES_CIFRA_CON_FILAS = [...CLAVES_MEDIDA_EMBUDO, ...CLAVES_TERMINO_NIVEL] as [
  CifraConFilas,
  ...CifraConFilas[],
];

export const esTerminoNivel = (c: CifraConFilas): c is TerminoNivelServicio =>
  (CLAVES_TERMINO_NIVEL as readonly string[]).includes(c);

export type IndiceInforme = 'nivelServicio' | 'efectividadEnvio' | 'puntajeGestion';

/** One list of the modal: the term, its name and (for a percentage) whether it is in the numerator, the denominator or both. */
export interface ParteIndice {
  clave: CifraConFilas;
  etiqueta: string;
  lugar?: 'numerador' | 'denominador' | 'numerador y denominador';
}

const etiquetaDe = (c: CifraConFilas) =>
  esTerminoNivel(c) ? c : MEDIDAS_EMBUDO.find((m) => m.clave === c)!.etiqueta;

function partes(numerador: readonly CifraConFilas[], denominador: readonly CifraConFilas[]): ParteIndice[] {
  const todas = [...new Set([...numerador, ...denominador])];
  return todas.map((clave) => ({
    clave,
    etiqueta: etiquetaDe(clave),
    lugar: numerador.includes(clave)
      ? denominador.includes(clave)
        ? 'numerador y denominador'
        : 'numerador'
      : 'denominador',
  }));
}

const NIVEL_NUMERADOR: TerminoNivelServicio[] = ['vPaCHF', 'vPCHF', 'vFCHF', 'CEP'];
const NIVEL_DENOMINADOR: TerminoNivelServicio[] = ['vPa', 'vP', 'vFCHF', 'CEP', 'PPCC'];

export const PARTES_INDICE: Readonly<Record<IndiceInforme, readonly ParteIndice[]>> = {
  efectividadEnvio: partes(['validadas'], ['hvEnviadas']),
  nivelServicio: partes(NIVEL_NUMERADOR, NIVEL_DENOMINADOR),
  puntajeGestion: partes(['validadas', ...NIVEL_NUMERADOR], ['hvEnviadas', ...NIVEL_DENOMINADOR]),
};
