/** What other parts of the API use of `importacion`: the job's commit and the CLI's dry run, by their services. */
export { aplicarLote, lotesPendientes, type FinAplicacion } from './servicios/aplicar';
export { analizarImportacion, type ResultadoAnalisis } from './servicios/analizar';
export { filasDeArchivo } from './servicios/lectura';
export { leerLote } from './servicios/lecturas';
export { confirmarLote } from './servicios/estados-lote';
