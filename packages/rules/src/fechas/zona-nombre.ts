/** The business's time zone (spec 01 §2), alone: what reads it without date-fns (formato-corto.ts) imports only this. */
export const ZONA_HORARIA_NEGOCIO = 'America/Bogota';
