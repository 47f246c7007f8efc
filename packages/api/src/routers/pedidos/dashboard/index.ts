/** Procedures of the order dashboard (merged into the `pedidos` router). */
export const procedimientosDashboard = {};
