/** Rules of the perfiles area (pure, shared by UI and server). Files of this folder are re-exported here. */
export * from './mensajes';
export * from './formulario';
export * from './reglas';
export * from './validacion';
export * from './datos-prueba';
