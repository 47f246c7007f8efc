export * from './entradas';
export * from './mensajes';
