/** What other domains may use of `citas`: they import from here, never from a file inside the folder. */
export { agendarCitaDeEntrevista } from './servicios/entrevista-cliente';
