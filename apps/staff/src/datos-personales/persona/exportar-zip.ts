import { useMutation } from '@tanstack/react-query';
import { descargarDelServidor } from '@talento/conexion';
import { mostrarError } from '@talento/ui';
import { trpc } from '../../trpc';

/** Where the server streams the ZIP (apps/server/src/http/datos-personales.ts). */
const RUTA_ZIP = '/api/datos-personales/exportar';

/**
 * «Descargar todo (ZIP)»: everything held about the person, the PDF, the JSON and every file they have with its
 * content, streamed by the server and saved by the browser. The export is an access, so the lists of accesses reload.
 */
export function useExportarZip() {
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: (candidatoId: number) =>
      descargarDelServidor('staff', RUTA_ZIP, { candidatoId }, `datos-personales-${candidatoId}.zip`),
    onSuccess: () => {
      void utils.datosPersonales.accesos.invalidate();
    },
    onError: mostrarError,
  });
}
