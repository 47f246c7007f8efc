import { ETIQUETA_ACCION_AUDITORIA } from '@talento/rules';
import type { FilaAuditoria } from './tipos';

export const etiquetaAccion = (accion: string): string => ETIQUETA_ACCION_AUDITORIA[accion] ?? accion;

/** Before → after of a change, one `campo: antes → después` per changed field; other details as `clave: valor`. */
export function resumenDetalle(detalle: FilaAuditoria['detalle']): string {
  if (!detalle) return '';
  const { antes, despues, ...resto } = detalle as {
    antes?: Record<string, unknown> | null;
    despues?: Record<string, unknown> | null;
  } & Record<string, unknown>;
  const texto = (v: unknown): string => {
    if (v === null || v === undefined) return '—';
    if (Array.isArray(v)) return v.map(texto).join(', ');
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return JSON.stringify(v);
  };
  const partes: string[] = [];
  if (antes !== undefined || despues !== undefined) {
    const claves = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])];
    for (const k of claves) {
      const a = texto(antes?.[k]);
      const d = texto(despues?.[k]);
      if (!antes) partes.push(`${k}: ${d}`);
      else if (a !== d) partes.push(`${k}: ${a} → ${d}`);
    }
  }
  for (const [k, v] of Object.entries(resto)) partes.push(`${k}: ${texto(v)}`);
  return partes.join('; ');
}
