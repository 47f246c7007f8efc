export * from './entradas';
export * from './mensajes';
export * from './reglas';
export * from './ical';
export * from './formulario';
export * from './semana';
export * from './recepcion';
