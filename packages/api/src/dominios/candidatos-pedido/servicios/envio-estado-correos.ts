/**
 * The order's outgoing calls (outbox rows with referencia `pedido:<id>`) by kind: e-mails, ERP calls and
 * test-platform calls, each with what it is, to whom, and its delivery status.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { MensajeSaliente } from '@talento/db';
import {
  CLASES_ENVIO_PEDIDO,
  ESTADO_MENSAJE_SALIENTE,
  NOMBRE_OPERACION_ENVIO,
  type ClaseEnvioPedido,
  EstadoMensajeSaliente,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { cargarPedido } from '../../pedidos';

/** Safety cap: an order queues tens of e-mails. */
const MAXIMO = 200;

/** What the row is and to whom: an e-mail's subject and addresses; a call's operation and, if any, the person. */
function descripcion(m: MensajeSaliente): { asunto: string; destino: string } {
  const payload = m.payload as { asunto?: unknown; operacion?: unknown; correo?: unknown };
  if (m.tipo === 'correo')
    return {
      asunto: typeof payload.asunto === 'string' ? payload.asunto : '',
      destino: m.destino,
    };
  const operacion = typeof payload.operacion === 'string' ? payload.operacion : m.destino;
  return {
    asunto: NOMBRE_OPERACION_ENVIO[operacion] ?? operacion,
    destino: typeof payload.correo === 'string' ? payload.correo : '',
  };
}

export async function estadoCorreos(em: EntityManager, usuario: UsuarioSesion, pedidoId: number) {
  const pedido = await cargarPedido(em, usuario.alcance, pedidoId);
  const filas = await em.find(
    MensajeSaliente,
    { referencia: `pedido:${pedido.id}`, tipo: { $in: [...CLASES_ENVIO_PEDIDO] } },
    { orderBy: { id: 'desc' }, limit: MAXIMO },
  );
  return filas.map((m) => ({
    id: m.id,
    tipo: m.tipo as ClaseEnvioPedido,
    ...descripcion(m),
    estado: m.estado,
    estadoEtiqueta: ESTADO_MENSAJE_SALIENTE.etiqueta(m.estado),
    intentos: m.intentos,
    error: m.estado === EstadoMensajeSaliente.ERROR ? (m.ultimoError ?? '').slice(0, 300) : null,
    fecha: m.creadoEn,
    enviadoEn: m.enviadoEn ?? null,
  }));
}
