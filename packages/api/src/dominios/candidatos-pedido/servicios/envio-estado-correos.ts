/** Delivery status of the e-mails queued about an order (outbox rows with referencia `pedido:<id>`). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { MensajeSaliente } from '@talento/db';
import { ESTADO_MENSAJE_SALIENTE } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { cargarPedido } from '../../pedidos';

/** Safety cap: an order queues tens of e-mails. */
const MAXIMO = 200;

export async function estadoCorreos(em: EntityManager, usuario: UsuarioSesion, pedidoId: number) {
  const pedido = await cargarPedido(em, usuario.alcance, pedidoId);
  const filas = await em.find(
    MensajeSaliente,
    { referencia: `pedido:${pedido.id}` },
    { orderBy: { id: 'desc' }, limit: MAXIMO },
  );
  return filas.map((m) => ({
    id: m.id,
    tipo: m.tipo,
    destino: m.destino,
    asunto: typeof m.payload.asunto === 'string' ? m.payload.asunto : '',
    estado: m.estado,
    estadoEtiqueta: ESTADO_MENSAJE_SALIENTE.etiqueta(m.estado),
    intentos: m.intentos,
    error: m.estado === 2 ? (m.ultimoError ?? '').slice(0, 300) : null,
    fecha: m.creadoEn,
    enviadoEn: m.enviadoEn ?? null,
  }));
}
