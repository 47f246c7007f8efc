/** What other domains may use of `hojas-de-vida`: they import from here, never from a file inside the folder. */
export { encolarNomina, referenciaNomina, TIPO_NOMINA } from './servicios/gestion/nomina';
export { numeroONulo } from './servicios/resumen/cargar';
export { porcentajeEntrevista } from './servicios/resumen/pruebas';
export { MENSAJE_LIBERAR_FUERA_DE_ALCANCE } from './servicios/gestion/mensajes';
export { actualizarPorcentajesHv, actualizarPorcentajesHvDe } from './servicios/resumen/completitud';
