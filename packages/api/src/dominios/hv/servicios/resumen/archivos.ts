import type { EntityManager } from '@mikro-orm/postgresql';
import { ArchivoHojaDeVida, Candidato } from '@talento/db';
import { noEncontrado } from '../../../../nucleo/errors';
import { idHojaDeVida } from './cargar';

/** Image types a face photo may be served as (anything else is not shown). */
const TIPOS_FOTO = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Larger stored photos are not sent to the browser (a face photo is a few hundred KB at most). */
const MAXIMO_FOTO = 5 * 1024 * 1024;

/** The face photo as a data URL (image types only), or null when the candidate has none. */
export async function fotoRostro(
  em: EntityManager,
  candidatoId: number,
): Promise<{ dataUrl: string | null }> {
  const c = await em.findOne(
    Candidato,
    { id: candidatoId },
    { fields: ['id', 'fotoRostro', 'fotoRostroTipoMime'] },
  );
  if (!c) throw noEncontrado();
  const tipo = c.fotoRostroTipoMime?.toLowerCase() ?? '';
  const bytes = c.fotoRostro;
  if (!bytes || !TIPOS_FOTO.has(tipo) || bytes.length === 0 || bytes.length > MAXIMO_FOTO)
    return { dataUrl: null };
  return { dataUrl: `data:${tipo};base64,${Buffer.from(bytes).toString('base64')}` };
}

/** One uploaded document of the CV (content as base64) for the browser to open or download. */
export async function archivoHojaDeVida(em: EntityManager, candidatoId: number, archivoId: number) {
  const hojaDeVida = await idHojaDeVida(em, candidatoId);
  const a = await em.findOne(
    ArchivoHojaDeVida,
    { id: archivoId, hojaDeVida },
    { fields: ['id', 'nombre', 'tipoMime', 'contenido'] },
  );
  if (!a) throw noEncontrado();
  return { nombre: a.nombre, tipoMime: a.tipoMime, base64: Buffer.from(a.contenido).toString('base64') };
}
