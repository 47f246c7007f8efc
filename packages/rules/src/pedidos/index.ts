export * from './mensajes';
export * from './mensajes-carga';
export * as maquinaPedido from './maquina-estados';
export type { AccionPedido, ResultadoTransicion } from './maquina-estados';
export * from './formulas';
export * from './detalle';
export * from './dashboard';
export * from './semana';
export * from './formulario';
