import { z } from 'zod';
import {
  CamposAnalizarImportacion,
  MENSAJES_IMPORTACION as M,
  REGLA_ARCHIVO_IMPORTACION,
} from '@talento/rules';
import { archivoSubido, entradaMultipart } from '../../nucleo/multipart/formulario';

/** `importacion.analizar`: the file (CSV or XLSX, ≤ 10 MB), "Sobrescribir cambios más recientes" and the mapping. */
export const EntradaAnalizarFormulario = entradaMultipart(
  CamposAnalizarImportacion.extend({
    // An empty file says so before the type check (which refuses it as "not a CSV or XLSX").
    archivo: z
      .instanceof(File, { message: M.archivoTipo })
      .refine((f) => f.size > 0, M.archivoVacio)
      .pipe(archivoSubido(REGLA_ARCHIVO_IMPORTACION)),
  }),
);
