export * from './mensajes';
export * as maquinaPedido from './maquina-estados';
export type { AccionPedido, ResultadoTransicion } from './maquina-estados';
export * from './formulas';
