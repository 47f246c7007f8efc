/** What other domains may use of `contratacion`: they import from here, never from a file inside the folder. */
export { estadoOrdenParaCliente } from './servicios/estado-cliente';
export { asegurarRequisicionErp } from './servicios/requisicion';
export { sqlUltimaLlamada } from './servicios/cola';
