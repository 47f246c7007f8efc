import { z } from 'zod';
import { EntradaCancelacion, MENSAJES_DETALLE, validarArchivoEvidencia } from '@talento/rules';

/** An empty file input sends nothing, '' or a nameless empty file: all mean "no evidence". */
const sinArchivo = (v: unknown) => (v === null || v === '' || (v instanceof File && v.size === 0 && v.name === '') ? undefined : v);

/**
 * The optional evidence file: size, name and declared type are checked before reading it; its first
 * bytes must then match the declared type (PDF, JPG or PNG).
 */
const ArchivoEvidencia = z.preprocess(
  sinArchivo,
  z
    .instanceof(File, { message: MENSAJES_DETALLE.archivoTipo })
    .superRefine((f, ctx) => {
      const mensaje = validarArchivoEvidencia({ nombre: f.name, tipoMime: f.type, tamano: f.size });
      if (mensaje) ctx.addIssue({ code: 'custom', message: mensaje });
    })
    .transform(async (f) => ({ nombre: f.name.trim(), tipoMime: f.type, bytes: Buffer.from(await f.arrayBuffer()) }))
    .superRefine((a, ctx) => {
      const mensaje = validarArchivoEvidencia({ nombre: a.nombre, tipoMime: a.tipoMime, tamano: a.bytes.length, bytes: a.bytes });
      if (mensaje) ctx.addIssue({ code: 'custom', message: mensaje });
    })
    .optional(),
);

/**
 * `pedidos.cancelar` input: a multipart form (FormData) with id, version, causa, razon and an optional
 * file field `archivo`, validated into plain values.
 */
const CamposFormulario = EntradaCancelacion.extend({ archivo: ArchivoEvidencia });

export const EntradaCancelarFormulario = z
  .instanceof(FormData, { message: 'Se esperaba un formulario' })
  .transform(
    // Raw entries (text or File); the schema below decides what they are worth.
    (fd) =>
      ({
        id: fd.get('id'),
        version: fd.get('version'),
        causa: fd.get('causa'),
        razon: fd.get('razon'),
        archivo: fd.get('archivo'),
      }) as z.input<typeof CamposFormulario>,
  )
  .pipe(CamposFormulario);
