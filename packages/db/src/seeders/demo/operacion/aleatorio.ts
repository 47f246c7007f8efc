/**
 * Deterministic pseudo-random generator for the demo data (mulberry32). The same seed gives the same
 * company every run; only the reference date (today) moves, so "ordered 10 days ago" stays true.
 */
import {
  fechaEnZonaNegocio,
  horaEnZonaNegocio,
  inicioDelDia,
  instanteEnBogota,
  sumarDias,
} from '@talento/rules';

export class Aleatorio {
  private estado: number;

  constructor(semilla: number) {
    this.estado = semilla >>> 0;
  }

  /** Uniform number in [0, 1). */
  num(): number {
    this.estado = (this.estado + 0x6d2b79f5) >>> 0;
    let t = this.estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  entero(min: number, max: number): number {
    return min + Math.floor(this.num() * (max - min + 1));
  }

  /** True with probability p. */
  si(p = 0.5): boolean {
    return this.num() < p;
  }

  elegir<T>(lista: readonly T[]): T {
    if (lista.length === 0) throw new Error('Lista vacía');
    return lista[Math.floor(this.num() * lista.length)] as T;
  }

  /** Shuffled copy (Fisher–Yates). */
  barajar<T>(lista: readonly T[]): T[] {
    const copia = [...lista];
    for (let i = copia.length - 1; i > 0; i--) {
      const j = Math.floor(this.num() * (i + 1));
      [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
    }
    return copia;
  }

  /** n distinct elements. */
  muestra<T>(lista: readonly T[], n: number): T[] {
    return this.barajar(lista).slice(0, Math.min(n, lista.length));
  }

  /** Digits string of the given length (first digit not zero unless allowed). */
  digitos(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.entero(0, 9));
    return s;
  }
}

/** Reference clock of the demo: every relative date is computed from one `new Date()` taken at start, on Bogotá time. */
export class Reloj {
  readonly ahora: Date;
  /** Today at 00:00 in Bogotá. */
  readonly hoy: Date;
  /** Today in Bogotá, 'YYYY-MM-DD'. */
  private readonly diaHoy: string;

  /** Latest office-hours instant (8:00–18:00 in Bogotá) not after now: past events never land at night. */
  private readonly tope: Date;

  constructor(ahora = new Date()) {
    this.ahora = ahora;
    this.diaHoy = fechaEnZonaNegocio(ahora);
    this.hoy = inicioDelDia(this.diaHoy);
    const casi = new Date(ahora.getTime() - 60_000);
    const hora = horaEnZonaNegocio(casi);
    if (hora < 8) this.tope = this.haceDias(1, 17, 59);
    else if (hora >= 18) this.tope = this.haceDias(0, 17, 59);
    else this.tope = casi;
  }

  /** Bogotá date-time `dias` days before today at the given hour and minute (negative: in the future). */
  haceDias(dias: number, hora = 9, minuto = 0): Date {
    return instanteEnBogota(sumarDias(this.diaHoy, -dias), hora, minuto);
  }

  /** Date-time `dias` days from today (future). */
  enDias(dias: number, hora = 9, minuto = 0): Date {
    return this.haceDias(-dias, hora, minuto);
  }

  /**
   * Office hours: maps a computed date-time into 8:00–18:00 of the same Bogotá day (monotone, so it keeps the
   * order of events) and never after now. Apply it once to every stored time of the order workflow.
   */
  laboral(fecha: Date): Date {
    const dia = inicioDelDia(fechaEnZonaNegocio(fecha));
    const enDia = fecha.getTime() - dia.getTime();
    const mapeada = new Date(dia.getTime() + 8 * 3_600_000 + Math.round(enDia * (10 / 24)));
    return fecha.getTime() <= this.ahora.getTime() ? this.pasado(mapeada) : mapeada;
  }

  /** Never after now: clamps a computed date-time to the latest office-hours instant before now. */
  pasado(fecha: Date): Date {
    return fecha.getTime() > this.tope.getTime() ? new Date(this.tope) : fecha;
  }
}

/** Adds hours to a date-time. */
export function sumarHoras(fecha: Date, horas: number): Date {
  return new Date(fecha.getTime() + horas * 3_600_000);
}

/** A date-time between two others (fraction 0..1 of the way). */
export function entre(desde: Date, hasta: Date, fraccion: number): Date {
  return new Date(desde.getTime() + (hasta.getTime() - desde.getTime()) * fraccion);
}
