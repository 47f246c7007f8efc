/**
 * The client portal's rules on the calendar (a candidate's age, the interview window), apart from cliente-portal.ts:
 * they need the Bogotá calendar (date-fns), and the portal's pages that only show labels and messages do not load it.
 */
import { PEDIDO_LIMITES } from './enums/pedidos';
import {
  aniosCumplidos,
  fechaEnZonaNegocio,
  fechaIsoExiste,
  inicioDelDia,
  sumarDias,
  sumarMeses,
} from './fechas';

/** Whole years between a birth date ('YYYY-MM-DD' or an instant) and the Bogotá day of `hoy`; null without a date. */
export function edadEnAnios(fechaNacimiento: string | Date | null | undefined, hoy: Date): number | null {
  if (!fechaNacimiento) return null;
  if (typeof fechaNacimiento !== 'string' && Number.isNaN(fechaNacimiento.getTime())) return null;
  const nacimiento =
    typeof fechaNacimiento === 'string' ? fechaNacimiento.slice(0, 10) : fechaEnZonaNegocio(fechaNacimiento);
  const dia = fechaEnZonaNegocio(hoy);
  return fechaIsoExiste(nacimiento) && nacimiento <= dia ? aniosCumplidos(nacimiento, dia) : null;
}

/** Interview date: from the start of today up to the end of the same day 12 months ahead (Bogotá). */
export function fechaEntrevistaValida(fecha: Date, ahora: Date): boolean {
  if (Number.isNaN(fecha.getTime())) return false;
  const hoy = fechaEnZonaNegocio(ahora);
  const finVentana = sumarDias(sumarMeses(hoy, PEDIDO_LIMITES.mesesMaxCitaCliente), 1);
  return fecha >= inicioDelDia(hoy) && fecha < inicioDelDia(finVentana);
}
