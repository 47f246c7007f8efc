import type { ReglaArchivo } from '../esquemas/archivos';
import { MENSAJES_IMPORTACION as M } from './mensajes';

/** Upload limit of the screen (the tRPC multipart limit); bigger files go through `npm run importar`. */
export const MAX_BYTES_IMPORTACION = 10 * 1024 * 1024;

/**
 * The import upload: a CSV (no signature: the server sniffs its bytes) or an XLSX (a zip). The browser checks name,
 * type and size before sending; the server again, then the engine refuses what is not text or a workbook.
 */
export const REGLA_ARCHIVO_IMPORTACION: ReglaArchivo = {
  tipos: [
    { mime: 'text/csv', extensiones: ['csv', 'txt'], firma: [] },
    {
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extensiones: ['xlsx'],
      firma: [0x50, 0x4b, 0x03, 0x04],
    },
  ],
  maxBytes: MAX_BYTES_IMPORTACION,
  maxNombre: 200,
  tipoSinDeclarar: true,
  mensajes: { grande: M.archivoGrande, nombre: M.archivoNombre, tipo: M.archivoTipo },
};
