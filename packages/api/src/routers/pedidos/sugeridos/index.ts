import { sugeridos } from './sugeridos';

/** Suggested candidates with their compatibility score (merged into the `pedidos` router). */
export const procedimientosSugeridos = { sugeridos };
