export * from './ciclo-token';
export * from './dto';
export * from './esquemas';
export * from './fotos';
export * from './limites';
export * from './mensajes';
export * from './validacion';
