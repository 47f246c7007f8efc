export * from './maquina';
