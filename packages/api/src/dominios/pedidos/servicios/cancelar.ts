import type { EntityManager } from '@mikro-orm/postgresql';
import { ArchivoEvidenciaCancelacion, Usuario, type Pedido } from '@talento/db';
import { EstadoPedido, maquinaPedido, MENSAJES_DETALLE } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { cerrarCandidatosDelPedido } from '../../candidatos-pedido';
import { cargarPedidoParaEscribir } from './cargar';
import { rechazarTransicion, type ResultadoCambioEtapa } from './detalle-transiciones';
import { registrarCambioEstado } from './eventos';

export interface EvidenciaSubida {
  nombre: string;
  tipoMime: string;
  bytes: Buffer;
}

export interface EntradaCancelar {
  id: number;
  version: number;
  causa: number;
  razon: string;
  archivo: EvidenciaSubida | null;
}

function marcarCancelado(pedido: Pedido, entrada: EntradaCancelar, ahora: Date, actor: Usuario): void {
  pedido.estadoPedido = EstadoPedido.CANCELADO;
  pedido.actorCancelacion = actor;
  pedido.fechaCancelacion = ahora;
  pedido.causaCancelacion = entrada.causa;
  pedido.razonEscritaCancelacion = entrada.razon;
}

/**
 * Cancels an open order (and its open city lines): state 0 with cause, written reason, actor and date,
 * the optional evidence file (bytes in PostgreSQL) and the type-0 events, and every person the order still
 * holds freed (their rows closed as state 10 with type-4 events), all in one transaction: if storing the file
 * fails, nothing is cancelled and nobody is freed.
 */
export async function cancelarPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaCancelar,
  ahora: Date,
): Promise<ResultadoCambioEtapa> {
  const pedido = await em.transactional(async (tem) => {
    const p = await cargarPedidoParaEscribir(tem, usuario.alcance, entrada.id, entrada.version, [
      'pedidosHijos',
    ]);
    rechazarTransicion(maquinaPedido.cancelar(p.estadoPedido), p.estadoPedido);
    const actor = tem.getReference(Usuario, usuario.id);
    const lineas = p.pedidosHijos.getItems().filter((h) => !maquinaPedido.esCerrado(h.estadoPedido));
    for (const q of [p, ...lineas]) {
      registrarCambioEstado(tem, q, usuario.id, q.estadoPedido, EstadoPedido.CANCELADO, ahora);
      marcarCancelado(q, entrada, ahora, actor);
      await cerrarCandidatosDelPedido(tem, q, usuario.id, ahora);
    }
    if (entrada.archivo) {
      tem.create(ArchivoEvidenciaCancelacion, {
        pedido: p,
        nombre: entrada.archivo.nombre,
        tipoMime: entrada.archivo.tipoMime,
        tamano: entrada.archivo.bytes.length,
        contenido: entrada.archivo.bytes,
        subidoPor: actor,
        creadoEn: ahora,
      });
    }
    await tem.flush();
    return p;
  });
  return {
    id: pedido.id,
    estado: pedido.estadoPedido,
    version: pedido.version,
    mensaje: MENSAJES_DETALLE.cancelado,
  };
}
