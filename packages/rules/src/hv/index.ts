/** Rules of the hv area (pure, shared by UI and server). Files of this folder are re-exported here. */
export {};
export * from './completitud';
export * from './ponderacion';
export * from './resumen';
export * from './comentarios';
export * from './trazabilidad';
export * from './requisitos';
export * from './producto';
export * from './candidato-edicion';
export * from './stock';
export * from './opciones';
export * from './procesos-dto';
export * from './nombre';
export * from './agregar-varios';
