/** Procedures of the candidate pipeline inside an order (merged into `candidatosPedido`). */
export const procedimientosPipeline = {};
