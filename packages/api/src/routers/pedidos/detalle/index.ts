/** Procedures of the order detalle (merged into the `pedidos` router). */
export const procedimientosDetalle = {};
