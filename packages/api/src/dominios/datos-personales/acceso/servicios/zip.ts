import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fechaEnZonaNegocio } from '@talento/rules';
import { ZipFile } from 'yazl';
import { contenidoDe } from './archivos';
import { documentoDatos, type DocumentoDatos } from './documento';
import { pdfDatos } from './pdf';

export const MIME_ZIP = 'application/zip';

/** The names inside the ZIP of the two documents; the files go under `archivos/` (see archivos.ts). */
export const PDF_EN_ZIP = 'datos-personales.pdf';
export const JSON_EN_ZIP = 'datos-personales.json';

/** "datos-personales-<id>-<Bogotá day>": the base name of every form of the export. */
export const nombreExportacion = (candidatoId: number, ahora: Date): string =>
  `datos-personales-${candidatoId}-${fechaEnZonaNegocio(ahora)}`;

export interface ZipPreparado {
  nombre: string;
  documento: DocumentoDatos;
}

/**
 * The whole access export as a ZIP streamed to `destino`: the PDF for the person, the JSON (each file cell names its
 * entry) and every file with its exact bytes. Everything is read in one read-only REPEATABLE READ transaction, so
 * the documents and the files are the same snapshot; the documents are built first (an unknown person fails before
 * any byte) and `alEmpezar` runs once they are, before the first byte. Each file's content is read only when the ZIP
 * reaches it: one file in memory at a time, at the pace the destination takes them.
 */
export async function escribirZipDatos(
  em: EntityManager,
  candidatoId: number,
  ahora: Date,
  destino: Writable,
  alEmpezar: (z: ZipPreparado) => Promise<void> | void,
): Promise<void> {
  await em.transactional(
    async (tx) => {
      const documento = await documentoDatos(tx, candidatoId, ahora);
      const pdf = await pdfDatos(documento);
      await alEmpezar({ nombre: `${nombreExportacion(candidatoId, ahora)}.zip`, documento });

      const zip = new ZipFile();
      // An error reading a file is emitted by the ZipFile, not its stream: it cuts the stream (no half file).
      zip.on('error', (e: Error) => (zip.outputStream as Readable).destroy(e));
      const enviado = pipeline(zip.outputStream, destino);
      zip.addBuffer(pdf, PDF_EN_ZIP, { mtime: ahora, compress: false });
      zip.addBuffer(Buffer.from(JSON.stringify(documento, null, 2), 'utf8'), JSON_EN_ZIP, { mtime: ahora });
      for (const a of documento.archivos)
        zip.addReadStreamLazy(a.archivo, { mtime: ahora, compress: false, size: a.bytes }, (listo) => {
          contenidoDe(tx, a).then(
            (bytes) => listo(null, Readable.from([bytes], { objectMode: false })),
            (e: unknown) => listo(e, Readable.from([])),
          );
        });
      zip.end();
      await enviado;
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
