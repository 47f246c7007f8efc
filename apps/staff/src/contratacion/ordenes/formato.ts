import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import {
  ETIQUETA_ESTADO_COLA,
  ESTADO_MENSAJE_SALIENTE,
  formatoFecha,
  formatoFechaHora,
} from '@talento/rules';

export type FilaColaOrden = inferRouterOutputs<AppRouter>['contratacion']['ordenes']['filas'][number];

export const OPERACION_ERP: Record<NonNullable<FilaColaOrden['ultimaLlamada']>['operacion'], string> = {
  requisicion: 'Requisición',
  radicacion: 'Radicación (contrato)',
  induccion: 'Inducción',
  hoja_de_vida: 'Hoja de vida',
};

/** "Radicada el DD/MM/YYYY por Nombre", or the state's label. */
export function textoEstado(f: FilaColaOrden): string {
  if (f.estado !== 'radicada' || !f.fechaRadicado) return ETIQUETA_ESTADO_COLA[f.estado];
  return `Radicada el ${formatoFecha(f.fechaRadicado)}${f.radicadoPor ? ` por ${f.radicadoPor}` : ''}`;
}

/** "Hoja de vida: Error (DD/MM/YYYY HH:mm) — mensaje", or "Sin envíos". */
export function textoLlamada(l: FilaColaOrden['ultimaLlamada']): string {
  if (!l) return 'Sin envíos';
  const base = `${OPERACION_ERP[l.operacion]}: ${ESTADO_MENSAJE_SALIENTE.etiqueta(l.estado)} (${formatoFechaHora(l.fecha)})`;
  return l.mensaje ? `${base} — ${l.mensaje}` : base;
}
