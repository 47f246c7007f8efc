/** Rules of the fac area (pure, shared by UI and server). Files of this folder are re-exported here. */
export * from './esquemas';
export * from './limites';
export * from './mensajes';
export * from './puntaje';
export * from './traza';
