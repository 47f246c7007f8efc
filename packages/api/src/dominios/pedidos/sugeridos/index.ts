import { pendientesConPuntaje } from './pendientes-con-puntaje';
import { sugeridos } from './sugeridos';

/** Suggested candidates of an order and current orders of a person, with their compatibility score (merged into `pedidos`). */
export const procedimientosSugeridos = { sugeridos, pendientesConPuntaje };
