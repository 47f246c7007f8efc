import { z } from 'zod';
import { campo, CamposEspontaneo, MENSAJES_PIPELINE, validarArchivoEspontaneo } from '@talento/rules';

/** An empty file input sends nothing, '' or a nameless empty file: all mean "no attachment". */
const sinArchivo = (v: unknown) => (v === null || v === '' || (v instanceof File && v.size === 0 && v.name === '') ? undefined : v);
/** Whole numbers arrive as text in a multipart form. */
const enteroDeTexto = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v);
/** Absent optional text fields arrive as null from FormData.get. */
const textoOpcional = (v: unknown) => (v === null || v === '' ? undefined : v);

/**
 * The optional attachment: size, name, extension and declared type are checked before reading it; its
 * first bytes must then match the extension (PDF, DOC, DOCX, JPG, PNG).
 */
const Archivo = z.preprocess(
  sinArchivo,
  z
    .instanceof(File, { message: MENSAJES_PIPELINE.archivoTipo })
    .superRefine((f, ctx) => {
      const r = validarArchivoEspontaneo({ nombre: f.name, tipoMime: f.type, tamano: f.size });
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.mensaje });
    })
    .transform(async (f) => ({ nombre: f.name.trim(), tipoMime: f.type, bytes: Buffer.from(await f.arrayBuffer()) }))
    .transform((a, ctx) => {
      const r = validarArchivoEspontaneo({ nombre: a.nombre, tipoMime: a.tipoMime, tamano: a.bytes.length, bytes: a.bytes });
      if (!r.ok) {
        ctx.addIssue({ code: 'custom', message: r.mensaje });
        return z.NEVER;
      }
      return { ...a, tipoMime: r.tipoMime };
    })
    .optional(),
);

const Campos = CamposEspontaneo.extend({
  pedidoId: z.preprocess(enteroDeTexto, campo.id()),
  medio: z.preprocess(textoOpcional, CamposEspontaneo.shape.medio),
  archivo: Archivo,
});

/** `candidatosPedido.agregarEspontaneo` input: a multipart form (FormData) validated into plain values. */
export const EntradaEspontaneoFormulario = z
  .instanceof(FormData, { message: 'Se esperaba un formulario' })
  .transform(
    (fd) =>
      ({
        pedidoId: fd.get('pedidoId'),
        nombres: fd.get('nombres'),
        apellidos: fd.get('apellidos'),
        cedula: fd.get('cedula'),
        telefono: fd.get('telefono'),
        email: fd.get('email'),
        medio: fd.get('medio'),
        archivo: fd.get('archivo'),
      }) as z.input<typeof Campos>,
  )
  .pipe(Campos);
