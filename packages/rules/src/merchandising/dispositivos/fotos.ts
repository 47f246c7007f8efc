/**
 * A photo's real type, read from its first bytes (magic numbers): what the phone declares is not trusted, so a
 * script or a PDF renamed .jpg is refused.
 */
export type TipoImagen = 'image/jpeg' | 'image/png' | 'image/webp';

const empiezaCon = (b: Uint8Array, firma: readonly number[], desde = 0) =>
  firma.every((x, i) => b[desde + i] === x);

export function tipoDeImagen(bytes: Uint8Array): TipoImagen | null {
  if (empiezaCon(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (empiezaCon(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (empiezaCon(bytes, [0x52, 0x49, 0x46, 0x46]) && empiezaCon(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Strict base64 (standard or URL-safe alphabet, optional padding): Node's decoder silently skips bad characters. */
export function esBase64(texto: string): boolean {
  return (
    texto.length > 0 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(texto) && texto.replace(/=+$/, '').length % 4 !== 1
  );
}
