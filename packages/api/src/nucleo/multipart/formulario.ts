/**
 * The ONE reader of multipart uploads (tRPC hands the procedure a FormData): the form's fields become a plain object
 * the procedure's schema validates, and each file is checked against its rule (@talento/rules esquemas/archivos.ts)
 * twice — by name, declared type and size before reading it, then by its first bytes.
 */
import { z } from 'zod';
import { validarArchivo, type ReglaArchivo } from '@talento/rules';

export const MENSAJE_NO_ES_FORMULARIO = 'Se esperaba un formulario';

/** An empty file input sends nothing, '' or a nameless empty file: all mean "no file". */
export function sinArchivo(v: unknown): boolean {
  return v === null || v === '' || (v instanceof File && v.size === 0 && v.name === '');
}

/** A file as the services store it. */
export interface ArchivoLeido {
  nombre: string;
  tipoMime: string;
  bytes: Buffer;
}

/** One uploaded file (a `File` of the form) checked against `regla` and read. */
export function archivoSubido(regla: ReglaArchivo) {
  return z
    .instanceof(File, { message: regla.mensajes.tipo })
    .superRefine((f, ctx) => {
      const r = validarArchivo(regla, { nombre: f.name, tipoMime: f.type, tamano: f.size });
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.mensaje });
    })
    .transform(async (f) => ({
      nombre: f.name.trim(),
      tipoMime: f.type,
      bytes: Buffer.from(await f.arrayBuffer()),
    }))
    .transform((a, ctx): ArchivoLeido => {
      const r = validarArchivo(regla, {
        nombre: a.nombre,
        tipoMime: a.tipoMime,
        tamano: a.bytes.length,
        bytes: a.bytes,
      });
      if (!r.ok) {
        ctx.addIssue({ code: 'custom', message: r.mensaje });
        return z.NEVER;
      }
      return { ...a, tipoMime: r.tipoMime };
    });
}

/** An optional uploaded file: absent when the input was left empty. */
export function archivoOpcional(regla: ReglaArchivo) {
  return z.preprocess((v) => (sinArchivo(v) ? undefined : v), archivoSubido(regla).optional());
}

/**
 * A procedure input sent as multipart/form-data. Each key of `campos` is read from the form field of the same name
 * (`FormData.get`: text, a File or null); the keys of `listas` collect every non-empty value of a repeated field
 * (`{ archivos: 'archivo' }` reads all the `archivo` fields into `archivos`). `campos` decides what they are worth.
 */
export function entradaMultipart<S extends z.ZodObject>(
  campos: S,
  listas: Partial<Record<keyof S['shape'] & string, string>> = {},
) {
  // The form's raw entries are `unknown` until `campos` checks them; the cast only names the shape they should have.
  const destino = campos as unknown as z.ZodType<z.output<S>, unknown>;
  return z
    .instanceof(FormData, { message: MENSAJE_NO_ES_FORMULARIO })
    .transform((fd): unknown => {
      const valores: Record<string, unknown> = {};
      for (const clave of Object.keys(campos.shape)) {
        const lista = listas[clave as keyof typeof listas];
        valores[clave] = lista === undefined ? fd.get(clave) : fd.getAll(lista).filter((v) => !sinArchivo(v));
      }
      return valores;
    })
    .pipe(destino);
}
