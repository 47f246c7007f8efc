export * from './aviso';
export * from './catalogos';
export * from './entradas';
export * from './mensajes';
export * from './plazos';
