export * from './cumplimiento';
export * from './formulario';
export * from './mensajes';
export * from './niveles';
export * from './vigencia';
