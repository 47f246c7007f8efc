export * from './mensajes';
export * from './formulario';
export * from './dashboard';
export * as maquinaPedidoStock from './estados';
export type { AccionPedidoStock, PedidoNavegable } from './estados';
