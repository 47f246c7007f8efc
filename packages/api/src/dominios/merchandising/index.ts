/**
 * What other domains may use of `merchandising`: they import from here, never from a file inside the folder.
 * Administración › Merchandising reads who is a merchandiser visible to the caller with the same clause as the map.
 */
export { MERCADERISTA_VISIBLE } from './mapa/servicios/sql-alcance';
