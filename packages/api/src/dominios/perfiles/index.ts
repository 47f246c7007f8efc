/** What other domains may use of `perfiles`: they import from here, never from a file inside the folder. */
export { cargarLimites } from './servicios/catalogos';
export { aprobarPerfil } from './servicios/estado';
