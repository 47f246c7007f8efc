import {
  efectividadEnvio,
  embudoEnCero,
  nivelServicio,
  puntajeGestion,
  type CifrasEmbudo,
  type MedidaEmbudo,
  type TerminosNivelServicio,
} from '@talento/rules';

/** The figures of one column (or of a validated period): funnel, service-level terms and the three scores. */
export interface CifrasColumna {
  embudo: CifrasEmbudo;
  terminos: TerminosNivelServicio;
  k: number;
  nivelServicio: number | null;
  efectividadEnvio: number | null;
  puntajeGestion: number | null;
}

export function cifrasDe(embudo: CifrasEmbudo, terminos: TerminosNivelServicio, k: number): CifrasColumna {
  const nivel = nivelServicio(terminos, k);
  const efectividad = efectividadEnvio(embudo.validadas, embudo.hvEnviadas);
  return {
    embudo,
    terminos,
    k,
    nivelServicio: nivel,
    efectividadEnvio: efectividad,
    puntajeGestion: puntajeGestion(efectividad, nivel),
  };
}

export const terminosEnCero = (): TerminosNivelServicio => ({
  vPaCHF: 0,
  vPCHF: 0,
  vFCHF: 0,
  CEP: 0,
  vPa: 0,
  vP: 0,
  PPCC: 0,
});

export const cifrasEnCero = (k: number): CifrasColumna => cifrasDe(embudoEnCero(), terminosEnCero(), k);

const resta = (a: number | null, b: number | null) =>
  a === null || b === null ? null : Math.round((a - b) * 100) / 100;

/** Today's figures minus the frozen ones (what changed since the period was validated). */
export function diferenciaDe(actual: CifrasColumna, congeladas: CifrasColumna) {
  return {
    embudo: Object.fromEntries(
      Object.entries(actual.embudo).map(([k, v]) => [k, v - congeladas.embudo[k as MedidaEmbudo]]),
    ) as CifrasEmbudo,
    terminos: Object.fromEntries(
      Object.entries(actual.terminos).map(([k, v]) => [
        k,
        v - congeladas.terminos[k as keyof TerminosNivelServicio],
      ]),
    ) as unknown as TerminosNivelServicio,
    nivelServicio: resta(actual.nivelServicio, congeladas.nivelServicio),
    efectividadEnvio: resta(actual.efectividadEnvio, congeladas.efectividadEnvio),
    puntajeGestion: resta(actual.puntajeGestion, congeladas.puntajeGestion),
  };
}
