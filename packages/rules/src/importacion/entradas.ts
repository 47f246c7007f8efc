/** Import (issue 36): the procedures' inputs besides the file (which the server reads with REGLA_ARCHIVO_IMPORTACION). */
import { z } from 'zod';
import { campo, Id } from '../esquemas';

const MENSAJE_MAPEO = 'El mapeo de columnas no es válido';

/** The user's choices for headers the engine did not recognise: header → column key ('' = ignore it). */
export const MapeoColumnas = z
  .record(campo.texto({ max: 200, recortar: false }), campo.texto({ max: 60 }))
  .refine((m) => Object.keys(m).length <= 200, MENSAJE_MAPEO);
export type MapeoColumnas = z.infer<typeof MapeoColumnas>;

/** The multipart fields of `importacion.analizar` (text, as FormData carries them). */
export const CamposAnalizarImportacion = z.object({
  sobrescribir: z.preprocess((v) => v === 'true' || v === true, z.boolean()),
  mapeo: z.preprocess((v) => {
    if (v === null || v === undefined || v === '') return {};
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return null;
    }
  }, MapeoColumnas),
});

export const EntradaLoteImportacion = z.object({ loteId: Id });
export type EntradaLoteImportacion = z.infer<typeof EntradaLoteImportacion>;

export const EntradaListarLotes = z.object({ pagina: campo.entero({ min: 1, max: 10_000 }).default(1) });
export type EntradaListarLotes = z.infer<typeof EntradaListarLotes>;

export const TAMANO_PAGINA_LOTES = 20;
