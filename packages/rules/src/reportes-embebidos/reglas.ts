import type { AlcanceClientes } from '../auth/alcance';

/** Kind of a named report: listed with the operations reports or in the merchandising dropdown. */
export const TIPOS_REPORTE_EMBEBIDO = ['operaciones', 'merchandising'] as const;
export type TipoReporteEmbebido = (typeof TIPOS_REPORTE_EMBEBIDO)[number];

/** Frame height of a named report (spec 03 §9 "report frame 600 px"). */
export const ALTO_MARCO_REPORTE = 600;

/** Origin (scheme://host[:port]) of a report URL, or null when it is not an absolute http(s) URL. */
export function origenDeUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Plain http is only acceptable for a report served from the same machine (development, tests). */
export function urlSegura(url: string): boolean {
  try {
    const u = new URL(url);
    return (
      u.protocol === 'https:' ||
      (u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname))
    );
  } catch {
    return false;
  }
}

/** Whether the report's origin is one of the frame origins the server allows (REPORTES_ORIGENES, the CSP frame-src). */
export function origenPermitido(url: string, permitidos: readonly string[]): boolean {
  const origen = origenDeUrl(url);
  return origen !== null && permitidos.includes(origen);
}

export interface ReporteParaVer {
  activo: boolean;
  permiso: string;
  clienteId: number | null;
}

/**
 * Who sees a named report: it is active, the user holds its flag, and a report tied to a client company only
 * appears to users whose scope includes that client. One rule for the list, the frame and the dropdown.
 */
export function reporteVisible(
  reporte: ReporteParaVer,
  permisos: readonly string[],
  alcance: AlcanceClientes,
): boolean {
  if (!reporte.activo || !permisos.includes(reporte.permiso)) return false;
  if (reporte.clienteId === null || alcance.todos) return true;
  return alcance.ids.includes(reporte.clienteId);
}

/**
 * REPORTES_ORIGENES: the origins named reports may be framed from, separated by commas or spaces. Each entry must be
 * a bare origin (https, or http on localhost); the others come back in `invalidos` (the server refuses to start).
 */
export function leerOrigenesReportes(texto: string | undefined): { origenes: string[]; invalidos: string[] } {
  const origenes: string[] = [];
  const invalidos: string[] = [];
  for (const entrada of (texto ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origen = origenDeUrl(entrada);
    if (origen !== null && urlSegura(entrada) && origen === entrada.replace(/\/$/, '')) origenes.push(origen);
    else invalidos.push(entrada);
  }
  return { origenes, invalidos };
}
