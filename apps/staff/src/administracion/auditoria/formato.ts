import { ETIQUETA_ACCION_AUDITORIA, resumenDetalleAuditoria } from '@talento/rules';
import type { FilaAuditoria } from './tipos';

export const etiquetaAccion = (accion: string): string => ETIQUETA_ACCION_AUDITORIA[accion] ?? accion;

/** Before → after of a change (`resumenDetalleAuditoria`, which the XLSX export writes too). */
export const resumenDetalle = (detalle: FilaAuditoria['detalle']): string => resumenDetalleAuditoria(detalle);
