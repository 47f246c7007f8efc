import {
  esBase64,
  MAX_BYTES_FOTO,
  MENSAJES_DISPOSITIVOS as M,
  tipoDeImagen,
  type TipoImagen,
} from '@talento/rules';
import { RechazoDispositivo } from './rechazo';

export interface FotoDecodificada {
  nombre: string | null;
  tipoMime: TipoImagen;
  contenido: Buffer;
}

/** Decodes the photos of an incident; a photo that is not strict base64, too big, or not JPEG/PNG/WebP by its bytes refuses the batch. */
export function decodificarFotos(
  fotos: readonly { nombre?: string | undefined; base64: string }[],
): FotoDecodificada[] {
  return fotos.map((f, i) => {
    if (!esBase64(f.base64)) throw new RechazoDispositivo(400, M.fotoBase64(i + 1));
    const contenido = Buffer.from(
      f.base64,
      f.base64.includes('-') || f.base64.includes('_') ? 'base64url' : 'base64',
    );
    if (contenido.length > MAX_BYTES_FOTO) throw new RechazoDispositivo(400, M.fotoGrande(i + 1));
    const tipoMime = tipoDeImagen(contenido);
    if (!tipoMime) throw new RechazoDispositivo(400, M.fotoTipo(i + 1));
    return { nombre: f.nombre ?? null, tipoMime, contenido };
  });
}
