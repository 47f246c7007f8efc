/**
 * What other domains may use of `administracion`: they import from here, never from a file inside the folder. Only
 * leaf services that import no other domain belong here (pedidos, perfiles and stock read them: no import cycle).
 */
export { type ValoresVigentes, valoresVigentes } from './valores/servicios/vigentes';
export { avisoRespaldo } from './respaldos/servicios/aviso';
