import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { fromBufferPromise } from 'yauzl';

/**
 * The entries of a ZIP by name, read with yauzl (a reader independent of the writer) and each checked against the
 * CRC-32 its central directory declares, which yauzl itself does not check.
 */
export async function leerZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archivo = await fromBufferPromise(zip, { lazyEntries: true });
  const entradas = new Map<string, Buffer>();
  for await (const entrada of archivo.eachEntry()) {
    const bytes = await buffer(await archivo.openReadStreamPromise(entrada));
    if (crc32(bytes) !== entrada.crc32) throw new Error(`El CRC-32 de ${entrada.fileName} no coincide`);
    entradas.set(entrada.fileName, bytes);
  }
  return entradas;
}
