/**
 * Outbox rows of the test-platform calls (tipo 'pruebas', referencia `pedido:<id>`): create the order's test
 * process, invite a candidate to chosen tests, schedule a video interview. Written in the caller's
 * transaction; `entregarPruebas` (run by the server's outbox worker) sends one row with its idempotency key.
 * Like the ERP rows, the row is locked for the whole attempt and only a Pendiente row is sent; a refusal is
 * final (Error with the platform's message), network failures and 5xx are retried until `intentosMaximos`.
 * Unconfigured platform: the worker does not run, rows stay Pendiente (never marked sent).
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { MensajeSaliente, Pedido } from '@talento/db';
import {
  ESTADO_MENSAJE_SALIENTE,
  EstadoMensajeSaliente,
  pruebasRequeridas,
  TipoMensajeSaliente,
} from '@talento/rules';
import { z } from 'zod';
import { conFilaPendiente } from '../outbox/filas';
import { aplicarRespuesta, type ResultadoEntrega } from '../outbox/respuesta';
import type { ClientePruebas, OperacionPruebas } from './pruebas';

export const TIPO_PRUEBAS = TipoMensajeSaliente.PRUEBAS;
export const referenciaPedidoPruebas = (pedidoId: number) => `pedido:${pedidoId}`;
export const clavePruebas = (mensajeId: number) => `talento-${TIPO_PRUEBAS}-${mensajeId}`;

const Payload = z.discriminatedUnion('operacion', [
  z.object({ operacion: z.literal('proceso'), pedidoId: z.number().int() }),
  z.object({
    operacion: z.literal('invitacion'),
    pedidoId: z.number().int(),
    correo: z.string(),
    pruebas: z.array(z.string()),
  }),
  z.object({ operacion: z.literal('entrevista'), pedidoId: z.number().int(), correo: z.string() }),
]);
export type PayloadPruebas = z.infer<typeof Payload>;

export function encolarLlamadaPruebas(tx: EntityManager, payload: PayloadPruebas): MensajeSaliente {
  return tx.create(MensajeSaliente, {
    tipo: TIPO_PRUEBAS,
    destino: payload.operacion,
    payload: Payload.parse(payload),
    estado: EstadoMensajeSaliente.PENDIENTE,
    intentos: 0,
    referencia: referenciaPedidoPruebas(payload.pedidoId),
  });
}

/** What the platform needs to open the order's process, read at delivery (the order as it is then). */
async function cuerpoProceso(tx: EntityManager, pedidoId: number) {
  const p = await tx.findOneOrFail(Pedido, pedidoId, {
    populate: ['cliente', 'competencias', 'valores', 'preguntasEntrevista'],
  });
  return {
    pedidoId: p.id,
    cargo: p.nombreCargo,
    cliente: p.cliente.nombre,
    pruebas: pruebasRequeridas(p),
    detac: p.detac ?? null,
    competencias: p.competencias.getItems().map((c) => ({ id: c.id, nombre: c.nombre })),
    valores: p.valores.getItems().map((v) => ({ id: v.id, nombre: v.nombre })),
    preguntas: p.preguntasEntrevista
      .getItems()
      .sort((a, b) => a.orden - b.orden)
      .map((q) => ({ orden: q.orden, pregunta: q.pregunta, tiempo: q.tiempo })),
  };
}

async function cuerpoDe(tx: EntityManager, p: PayloadPruebas): Promise<Record<string, unknown>> {
  if (p.operacion === 'proceso') return cuerpoProceso(tx, p.pedidoId);
  if (p.operacion === 'invitacion') return { pedidoId: p.pedidoId, correo: p.correo, pruebas: p.pruebas };
  const preguntas = (await cuerpoProceso(tx, p.pedidoId)).preguntas;
  return { pedidoId: p.pedidoId, correo: p.correo, preguntas };
}

export interface OpcionesEntregaPruebas {
  intentosMaximos: number;
  cliente: ClientePruebas;
  ahora?: () => Date;
}

export function entregarPruebas(
  orm: MikroORM,
  id: number,
  o: OpcionesEntregaPruebas,
): Promise<ResultadoEntrega> {
  const ahora = (o.ahora ?? (() => new Date()))();
  return conFilaPendiente(orm, id, TIPO_PRUEBAS, async (tx, fila) => {
    fila.intentos += 1;
    const payload = Payload.safeParse(fila.payload);
    if (!payload.success) {
      fila.estado = EstadoMensajeSaliente.ERROR;
      fila.ultimoError = 'El mensaje para la plataforma de pruebas no tiene el formato esperado';
      return { resultado: 'error', intentos: fila.intentos, error: fila.ultimoError } as const;
    }
    const r = await o.cliente.llamar(
      payload.data.operacion,
      await cuerpoDe(tx, payload.data),
      clavePruebas(fila.id),
    );
    return aplicarRespuesta(fila, r, o.intentosMaximos, ahora);
  });
}

export interface LlamadaPruebas {
  id: number;
  operacion: OperacionPruebas;
  correo: string | null;
  estado: number;
  /** Pendiente / Enviado / Error. */
  estadoEtiqueta: string;
  mensaje: string | null;
  intentos: number;
}

/** The test-platform calls of an order, newest first, with their status (what the UI shows). */
export async function llamadasPruebasDelPedido(
  em: EntityManager,
  pedidoId: number,
): Promise<LlamadaPruebas[]> {
  const filas = await em.find(
    MensajeSaliente,
    { tipo: TIPO_PRUEBAS, referencia: referenciaPedidoPruebas(pedidoId) },
    { orderBy: { id: 'desc' } },
  );
  return filas.map((m) => {
    const p = m.payload as { operacion?: OperacionPruebas; correo?: unknown };
    return {
      id: m.id,
      operacion: p.operacion ?? (m.destino as OperacionPruebas),
      correo: typeof p.correo === 'string' ? p.correo : null,
      estado: m.estado,
      estadoEtiqueta: ESTADO_MENSAJE_SALIENTE.etiqueta(m.estado),
      mensaje: m.estado === EstadoMensajeSaliente.ERROR ? (m.ultimoError ?? null) : null,
      intentos: m.intentos,
    };
  });
}
