/** What other domains may use of `fac`: they import from here, never from a file inside the folder. */
export { filtroAlcanceGrupo } from './servicios/cargar';
export { escaparLike } from './servicios/lectura';
