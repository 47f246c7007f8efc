/**
 * Outbox rows of the ERP calls of hiring orders (tipo 'erp'): requisition (referencia `pedido:<id>`), filing
 * and induction (referencia `orden_contratacion:<id>`). The CV send keeps its own tipo 'nomina' (referencia
 * `candidato:<id>`, dominios/hv/servicios/gestion/nomina.ts). Written in the caller's transaction; the
 * delivery worker (entrega-erp.ts) calls the ERP with the row's idempotency key.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { MensajeSaliente } from '@talento/db';
import {
  ESTADO_MENSAJE_SALIENTE,
  EstadoMensajeSaliente,
  MENSAJES_CONTRATACION,
  TipoMensajeSaliente,
} from '@talento/rules';
import { referenciaNomina, TIPO_NOMINA } from '../../hv';

export const TIPO_ERP = TipoMensajeSaliente.ERP;
export const OPERACIONES_ERP = ['requisicion', 'radicacion', 'induccion'] as const;
export type OperacionErp = (typeof OPERACIONES_ERP)[number];

export const referenciaOrden = (ordenId: number) => `orden_contratacion:${ordenId}`;
export const referenciaPedidoErp = (pedidoId: number) => `pedido:${pedidoId}`;
/** The key sent as `Idempotency-Key`: one per outbox row, the same on every retry of that row. */
export const claveIdempotencia = (tipo: string, mensajeId: number) => `talento-${tipo}-${mensajeId}`;

export function encolarLlamadaErp(
  tx: EntityManager,
  operacion: OperacionErp,
  payload: Record<string, unknown>,
  referencia: string,
): MensajeSaliente {
  return tx.create(MensajeSaliente, {
    tipo: TIPO_ERP,
    destino: operacion,
    payload: { operacion, ...payload },
    estado: EstadoMensajeSaliente.PENDIENTE,
    intentos: 0,
    referencia,
  });
}

/** A filing request of the order is waiting for the ERP. */
export async function radicacionPendiente(em: EntityManager, ordenId: number): Promise<boolean> {
  return (
    (await em.count(MensajeSaliente, {
      tipo: TIPO_ERP,
      destino: 'radicacion',
      referencia: referenciaOrden(ordenId),
      estado: EstadoMensajeSaliente.PENDIENTE,
    })) > 0
  );
}

export interface LlamadaErp {
  id: number;
  operacion: 'requisicion' | 'radicacion' | 'induccion' | 'hoja_de_vida';
  candidatoId: number | null;
  estado: number;
  estadoEtiqueta: string;
  /** Error: the ERP's message (its `msj` on a 409) followed by the generic message of spec 01 §8. */
  mensaje: string | null;
  intentos: number;
  creadoEn: Date;
  enviadoEn: Date | null;
}

function aLlamada(m: MensajeSaliente): LlamadaErp {
  const payload = m.payload as { operacion?: string; candidatoId?: unknown };
  const operacion =
    m.tipo === TIPO_NOMINA ? 'hoja_de_vida' : ((payload.operacion ?? m.destino) as LlamadaErp['operacion']);
  return {
    id: m.id,
    operacion,
    candidatoId: typeof payload.candidatoId === 'number' ? payload.candidatoId : null,
    estado: m.estado,
    estadoEtiqueta: ESTADO_MENSAJE_SALIENTE.etiqueta(m.estado),
    mensaje: m.estado === EstadoMensajeSaliente.ERROR ? mensajeErrorErp(m.ultimoError) : null,
    intentos: m.intentos,
    creadoEn: m.creadoEn,
    enviadoEn: m.enviadoEn ?? null,
  };
}

/** What the user reads for a failed call: the ERP's own message plus the generic one. */
export function mensajeErrorErp(ultimoError: string | null | undefined): string {
  return ultimoError
    ? `${ultimoError}. ${MENSAJES_CONTRATACION.erpGenerico}`
    : MENSAJES_CONTRATACION.erpGenerico;
}

/** ERP calls of each order (filing, induction) and the CV sends of its candidates, newest first. */
export async function llamadasDeOrdenes(
  em: EntityManager,
  ordenes: { id: number; candidatoIds: number[] }[],
): Promise<Map<number, LlamadaErp[]>> {
  const resultado = new Map<number, LlamadaErp[]>(ordenes.map((o) => [o.id, []]));
  if (!ordenes.length) return resultado;
  const filas = await em.find(
    MensajeSaliente,
    {
      $or: [
        { tipo: TIPO_ERP, referencia: { $in: ordenes.map((o) => referenciaOrden(o.id)) } },
        {
          tipo: TIPO_NOMINA,
          referencia: { $in: ordenes.flatMap((o) => o.candidatoIds.map(referenciaNomina)) },
        },
      ],
    },
    { orderBy: { id: 'desc' } },
  );
  for (const o of ordenes) {
    const refs = new Set([referenciaOrden(o.id), ...o.candidatoIds.map(referenciaNomina)]);
    resultado.set(o.id, filas.filter((f) => f.referencia && refs.has(f.referencia)).map(aLlamada));
  }
  return resultado;
}
