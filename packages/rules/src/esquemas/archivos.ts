/**
 * Uploaded files (evidence, attachments): the ONE check of size, name, extension, declared type and, once read, the
 * first bytes. Each upload names its rule (accepted types, limits, its messages); the browser runs the same check
 * on the file's metadata before sending, the server again on the bytes (packages/api/src/multipart.ts).
 */
import { z } from 'zod';
import { entero, ID_MAXIMO, texto } from './primitivos';

export interface TipoArchivo {
  mime: string;
  /** Lower-case extensions without the dot. */
  extensiones: readonly string[];
  /** The first bytes every file of the type starts with. */
  firma: readonly number[];
}

export const TIPOS_ARCHIVO = {
  pdf: { mime: 'application/pdf', extensiones: ['pdf'], firma: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  png: { mime: 'image/png', extensiones: ['png'], firma: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpeg: { mime: 'image/jpeg', extensiones: ['jpg', 'jpeg'], firma: [0xff, 0xd8, 0xff] },
  doc: {
    mime: 'application/msword',
    extensiones: ['doc'],
    firma: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensiones: ['docx'],
    firma: [0x50, 0x4b, 0x03, 0x04],
  },
} as const satisfies Record<string, TipoArchivo>;

export interface ReglaArchivo {
  tipos: readonly TipoArchivo[];
  maxBytes: number;
  maxNombre: number;
  /** Browsers send no type (or application/octet-stream) for some files, e.g. Word: then the extension decides. */
  tipoSinDeclarar?: boolean;
  mensajes: { grande: string; nombre: string; tipo: string };
}

export interface ArchivoPorValidar {
  nombre: string;
  tipoMime: string;
  tamano: number;
  /** The content, when already read (its first bytes must be those of the type). */
  bytes?: Uint8Array;
}

export type ResultadoArchivo = { ok: true; tipoMime: string } | { ok: false; mensaje: string };

/**
 * Path separators, control characters and the invisible direction marks (U+202A–U+202E, U+2066–U+2069, U+200E/F,
 * U+061C): with them `factura\u202Efdp.exe` reads as `factura exe.pdf` in a list, hiding the real extension.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const NOMBRE_PROHIBIDO = /[\\/\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** True when the bytes start with the type's signature. */
export function tieneFirma(tipo: TipoArchivo, bytes: Uint8Array): boolean {
  return tipo.firma.every((b, i) => bytes[i] === b);
}

/** Checks a file against its rule; answers the MIME type to store (the extension's) or the message of the refusal. */
export function validarArchivo(regla: ReglaArchivo, a: ArchivoPorValidar): ResultadoArchivo {
  const { mensajes } = regla;
  if (a.tamano > regla.maxBytes) return { ok: false, mensaje: mensajes.grande };
  const nombre = a.nombre.trim();
  if (nombre === '' || nombre.length > regla.maxNombre || NOMBRE_PROHIBIDO.test(nombre))
    return { ok: false, mensaje: mensajes.nombre };
  const extension = nombre.includes('.') ? (nombre.split('.').pop() ?? '').toLowerCase() : '';
  const tipo = regla.tipos.find((t) => t.extensiones.includes(extension));
  const sinDeclarar = a.tipoMime === '' || a.tipoMime === 'application/octet-stream';
  const declarado = a.tipoMime === tipo?.mime || (regla.tipoSinDeclarar === true && sinDeclarar);
  if (!tipo || !declarado || a.tamano === 0) return { ok: false, mensaje: mensajes.tipo };
  if (a.bytes && !tieneFirma(tipo, a.bytes)) return { ok: false, mensaje: mensajes.tipo };
  return { ok: true, tipoMime: tipo.mime };
}

/** The `accept` attribute of a file input for the rule: extensions, plus MIME types when those are always declared. */
export function aceptarArchivos(regla: ReglaArchivo): string {
  const extensiones = regla.tipos.flatMap((t) => t.extensiones.map((e) => `.${e}`));
  return [
    ...extensiones,
    ...(regla.tipoSinDeclarar ? [] : [...new Set(regla.tipos.map((t) => t.mime))]),
  ].join(',');
}

/** Schema of a chosen file's metadata (name, type, size), e.g. `{ nombre: f.name, tipoMime: f.type, tamano: f.size }`. */
export function archivoSubido(regla: ReglaArchivo) {
  return z
    .object({
      nombre: texto({ max: 10_000, recortar: false, mensaje: regla.mensajes.nombre }),
      tipoMime: texto({ max: 255, recortar: false, mensaje: regla.mensajes.tipo }),
      tamano: entero({
        min: 0,
        max: ID_MAXIMO,
        mensaje: regla.mensajes.tipo,
        mensajeRango: regla.mensajes.grande,
      }),
    })
    .superRefine((a, ctx) => {
      // zod still runs this after a leaf failed; a size past the int range already got its message there.
      if (a.tamano > ID_MAXIMO) return;
      const r = validarArchivo(regla, a);
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.mensaje });
    });
}
