import { z } from 'zod';

/** A file to download: the access export (PDF or JSON), base64. */
export const ArchivoDatosDto = z.object({ nombre: z.string(), tipoMime: z.string(), base64: z.string() });

/** The door of the ZIP export (`descarga.ts`): the person whose ZIP the server streams. */
export const DescargaDatosDto = z.object({ candidatoId: z.number() });
