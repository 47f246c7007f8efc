export * from './mensajes';
export * from './definicion';
