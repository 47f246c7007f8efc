export * from './entradas';
export * from './mensajes';
export * from './reglas';
