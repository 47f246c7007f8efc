/** Rules of the busqueda area (pure, shared by UI and server). Files of this folder are re-exported here. */
export * from './constantes';
export * from './edad';
export * from './esquemas';
export * from './dto';
export * from './formulario';
export * from './activacion';
