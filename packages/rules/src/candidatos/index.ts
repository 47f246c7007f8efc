export * from './maquina';
export * from './seleccion';
export * from './envio';
export * from './disponibilidad';
export * from './correos-pedido';
export * from './lote';
export * from './grupos';
