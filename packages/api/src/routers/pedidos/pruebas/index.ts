import { definirPruebasPedido } from './definir';
import { opcionesPruebasPedido } from './opciones';

/** The order's tests (issue 17: define them), merged into `pedidos`. */
export const procedimientosPruebas = { opcionesPruebas: opcionesPruebasPedido, definirPruebas: definirPruebasPedido };
