/** Procedures of the order formulario (merged into the `pedidos` router). */
export const procedimientosFormulario = {};
