/**
 * Input schemas of the client portal, shared by the apps/cliente forms and the `clientePortal.*` procedures. Apart
 * from cliente-portal.ts (messages, labels, visibility rules) so that a page that only shows them does not load zod.
 */
import { z } from 'zod';
import { MENSAJES_CLIENTE_PORTAL } from './cliente-portal';
import { campo, Id, Version } from './esquemas';
import { MENSAJES_PEDIDOS } from './pedidos/mensajes';

export const EntradaPedidoCliente = z.object({ id: Id });
export const EntradaHojaDeVidaCliente = z.object({ candidatoPedidoId: Id });
export const EntradaValidarImplementacion = z.object({ pedidoId: Id });
/** A client action on a candidate the screen loaded at `version` (optimistic lock). */
export const EntradaAccionCliente = z.object({ candidatoPedidoId: Id, version: Version });
export type EntradaAccionCliente = z.infer<typeof EntradaAccionCliente>;

export const CamposRechazoCliente = z.object({
  motivo: campo.texto({
    min: 1,
    max: 2000,
    mensaje: MENSAJES_CLIENTE_PORTAL.motivoRequerido,
    mensajeLargo: MENSAJES_CLIENTE_PORTAL.motivoLargo,
    multilinea: true,
  }),
  noRecibirDeNuevo: z.boolean().default(false),
});
export const EntradaRechazoCliente = EntradaAccionCliente.extend(CamposRechazoCliente.shape);
export type EntradaRechazoCliente = z.infer<typeof EntradaRechazoCliente>;

export const EntradaEntrevistaCliente = EntradaAccionCliente.extend({
  fecha: campo.fechaHora(MENSAJES_CLIENTE_PORTAL.fechaRequerida),
});
export type EntradaEntrevistaCliente = z.infer<typeof EntradaEntrevistaCliente>;

export const EntradaComentariosCliente = z.object({ pedidoId: Id });
export const EntradaComentarCliente = z.object({
  pedidoId: Id,
  texto: campo.texto({
    min: 1,
    max: 4000,
    mensaje: MENSAJES_PEDIDOS.escribirComentario,
    mensajeLargo: 'El comentario no puede superar 4000 caracteres',
    multilinea: true,
  }),
});
export type EntradaComentarCliente = z.infer<typeof EntradaComentarCliente>;
