/**
 * How both portals talk to the server (docs/estilo.md §1: packages/ui knows no server): the tRPC links and the React Query
 * client with the portals' error and refresh policy.
 */
export { crearClienteTrpc } from './trpc-cliente';
export { crearQueryClient, esNoAutenticado } from './query-client';
export { descargarDelServidor } from './descargar';
export { descargarExportacion } from './exportar';
