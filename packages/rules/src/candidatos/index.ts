export * from './maquina';
export * from './seleccion';
export * from './envio';
export * from './correos-pedido';
