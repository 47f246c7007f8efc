export * from './medidas';
export * from './nivel-servicio';
export * from './ventanas';
export * from './mensajes';
export * from './entradas';
export * from './indices';
