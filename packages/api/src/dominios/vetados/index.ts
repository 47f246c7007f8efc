/** What other domains may use of `vetados`: they import from here, never from a file inside the folder. */
export { filtroCompatiblesCon } from './servicios/compatibles';
export { exigirNoVetado } from './servicios/veto';
