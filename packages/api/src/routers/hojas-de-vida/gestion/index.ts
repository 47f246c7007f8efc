/** CV management procedures: requirements, product state, options menu (one file per procedure). */
export const procedimientosGestion = {};
