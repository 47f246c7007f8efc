import { PEDIDO_LIMITES } from '../enums/pedidos';

const DIA_MS = 24 * 60 * 60 * 1000;

export interface DatosAuxilioTransporte {
  salario: number;
  tieneRuta: boolean;
  smmlv: number;
  /** Configured transport aid (configuracion.auxilio_transporte). */
  auxilioConfigurado: number;
}

/**
 * Transport aid (spec 01 §5): none when the order has a route or the salary is above twice the minimum
 * wage; otherwise the configured transport aid.
 */
export function auxilioTransporte({ salario, tieneRuta, smmlv, auxilioConfigurado }: DatosAuxilioTransporte): number {
  if (tieneRuta || salario > PEDIDO_LIMITES.factorSmmlvAuxilioTransporte * smmlv) return 0;
  return auxilioConfigurado;
}

/** The edit form offers a route when there is no aid and the salary is at most twice the minimum wage. */
export function ofreceRuta(salario: number, smmlv: number, auxilio: number): boolean {
  return auxilio === 0 && salario <= PEDIDO_LIMITES.factorSmmlvAuxilioTransporte * smmlv;
}

export function salarioMenorAlMinimo(salario: number | null | undefined, smmlv: number): boolean {
  return salario !== null && salario !== undefined && salario < smmlv;
}

/** Calendar date (local) of a Date as 'YYYY-MM-DD'. */
export function aFechaIso(fecha: Date): string {
  const m = String(fecha.getMonth() + 1).padStart(2, '0');
  const d = String(fecha.getDate()).padStart(2, '0');
  return `${fecha.getFullYear()}-${m}-${d}`;
}

function desdeIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

function sumarDias(fecha: Date, dias: number): Date {
  const r = new Date(fecha.getFullYear(), fecha.getMonth(), fecha.getDate());
  r.setDate(r.getDate() + dias);
  return r;
}

/** Whole calendar days from `desde` to `hasta` (local dates, DST-safe). */
export function diasEntre(desde: Date, hasta: Date): number {
  const a = Date.UTC(desde.getFullYear(), desde.getMonth(), desde.getDate());
  const b = Date.UTC(hasta.getFullYear(), hasta.getMonth(), hasta.getDate());
  return Math.round((b - a) / DIA_MS);
}

/** Negotiated date = approval date (or today) + profile search days + 1 day, as 'YYYY-MM-DD'. */
export function fechaNegociada(fechaAprobacion: Date | null, hoy: Date, diasBusqueda: number): string {
  return aFechaIso(sumarDias(fechaAprobacion ?? hoy, diasBusqueda + 1));
}

/** Days elapsed since the search started (approval, or request date while not approved); never negative. */
export function diasTranscurridos(inicio: Date, hoy: Date): number {
  return Math.max(0, diasEntre(inicio, hoy));
}

/**
 * Days remaining against the agreed search days: search days minus elapsed, capped at the search days
 * (never more than the profile allows); 0 or less is shown in red.
 */
export function diasRestantes(inicio: Date, hoy: Date, diasBusqueda: number): number {
  return Math.min(diasBusqueda, diasBusqueda - diasEntre(inicio, hoy));
}

/** Entry date must be from today up to 12 months ahead. */
export function fechaIngresoValida(fechaIso: string, hoy: Date): boolean {
  const f = desdeIso(fechaIso);
  const min = sumarDias(hoy, 0);
  const max = new Date(min);
  max.setMonth(max.getMonth() + PEDIDO_LIMITES.mesesMaxFechaIngreso);
  return f >= min && f <= max;
}
