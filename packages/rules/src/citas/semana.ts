/**
 * The week calendar of appointments (/citas/semana): seven days from Monday, each appointment placed by its Bogotá day
 * and minute of the day (the server gives both), overlapping ones side by side in lanes, and the hours the grid shows.
 */
import { sumarDias, type FechaIso } from '../fechas';

export interface CitaEnSemana {
  dia: FechaIso;
  /** Minutes since midnight, Bogotá. */
  minuto: number;
  duracionMinutos: number;
}

export interface CitaUbicada<T> {
  cita: T;
  /** Its lane (0-based) among `carriles` side by side. */
  carril: number;
  carriles: number;
}

const FIN_DEL_DIA = 24 * 60;
const fin = (c: CitaEnSemana) => Math.min(c.minuto + Math.max(c.duracionMinutos, 1), FIN_DEL_DIA);

/** The seven days Monday to Sunday, each with its appointments in time order and lanes for the overlapping ones. */
export function ubicarCitasSemana<T extends CitaEnSemana>(
  lunes: FechaIso,
  citas: readonly T[],
): { dia: FechaIso; citas: CitaUbicada<T>[] }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const dia = sumarDias(lunes, i);
    const delDia = citas.filter((c) => c.dia === dia).sort((a, b) => a.minuto - b.minuto || fin(a) - fin(b));
    const ubicadas: CitaUbicada<T>[] = [];
    // A cluster is a run of appointments each overlapping the run so far; inside it, each takes the first free lane.
    let grupo: CitaUbicada<T>[] = [];
    let finGrupo = -1;
    const cerrar = () => {
      const carriles = Math.max(0, ...grupo.map((u) => u.carril + 1));
      for (const u of grupo) u.carriles = carriles;
      ubicadas.push(...grupo);
      grupo = [];
    };
    for (const cita of delDia) {
      if (cita.minuto >= finGrupo) cerrar();
      const finesCarril: number[] = [];
      for (const u of grupo) finesCarril[u.carril] = Math.max(finesCarril[u.carril] ?? 0, fin(u.cita));
      let carril = finesCarril.findIndex((f) => f <= cita.minuto);
      if (carril === -1) carril = finesCarril.length;
      grupo.push({ cita, carril, carriles: 1 });
      finGrupo = Math.max(finGrupo, fin(cita));
    }
    cerrar();
    return { dia, citas: ubicadas };
  });
}

/** Whole hours the grid shows: 7:00 to 19:00 at least, widened to hold every appointment of the week. */
export function horasDeLaSemana(citas: readonly CitaEnSemana[]): { desde: number; hasta: number } {
  const desde = Math.min(7, ...citas.map((c) => Math.floor(c.minuto / 60)));
  const hasta = Math.max(19, ...citas.map((c) => Math.ceil(fin(c) / 60)));
  return { desde, hasta };
}
