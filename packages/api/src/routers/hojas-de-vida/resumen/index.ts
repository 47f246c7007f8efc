/** CV summary procedures (one file per procedure in this folder). */
export const procedimientosResumen = {};
