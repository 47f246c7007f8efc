import { PEDIDO_LIMITES } from '../enums/pedidos';
import { diasEntreFechas, fechaEnZonaNegocio, fechaIsoExiste, sumarDias, sumarMeses } from '../fechas';

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
export function auxilioTransporte({
  salario,
  tieneRuta,
  smmlv,
  auxilioConfigurado,
}: DatosAuxilioTransporte): number {
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

/** Whole Bogotá calendar days from the day of `desde` to the day of `hasta` (instants). */
export function diasEntre(desde: Date, hasta: Date): number {
  return diasEntreFechas(fechaEnZonaNegocio(desde), fechaEnZonaNegocio(hasta));
}

/** Negotiated date = approval date (or today) + profile search days + 1 day, as 'YYYY-MM-DD'. */
export function fechaNegociada(fechaAprobacion: Date | null, hoy: Date, diasBusqueda: number): string {
  return sumarDias(fechaEnZonaNegocio(fechaAprobacion ?? hoy), diasBusqueda + 1);
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

/** Entry date must be from today (Bogotá) up to 12 months ahead. */
export function fechaIngresoValida(fechaIso: string, hoy: Date): boolean {
  if (!fechaIsoExiste(fechaIso)) return false;
  const min = fechaEnZonaNegocio(hoy);
  return fechaIso >= min && fechaIso <= sumarMeses(min, PEDIDO_LIMITES.mesesMaxFechaIngreso);
}
