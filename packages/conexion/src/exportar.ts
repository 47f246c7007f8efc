import superjson from 'superjson';
import { descargarDelServidor } from './descargar';

/**
 * "Exportar": posts the list's current filters (superjson, like a tRPC input) to `/api/exportar/<tipo>` with the
 * portal's header, and saves the XLSX the server streams back under the name it gives. A refusal throws an error
 * carrying the server's `message` and `data` (status, detail), as a failed tRPC call does.
 */
export function descargarExportacion(
  portal: 'staff' | 'cliente',
  tipo: string,
  filtros: unknown,
): Promise<void> {
  return descargarDelServidor(
    portal,
    `/api/exportar/${encodeURIComponent(tipo)}`,
    { filtros: superjson.serialize(filtros) },
    `${tipo}.xlsx`,
  );
}
