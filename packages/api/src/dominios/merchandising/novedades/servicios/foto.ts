/**
 * One photo of an incident, scoped by the store's client: stored bytes as a data URL (image types only, like the
 * CV face photo), or the https address the field app sent. Anything else is not shown (null).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { FotoNovedad } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { noEncontrado } from '../../../../nucleo/errors';
import { filtroNovedad } from './alcance';

const TIPOS_FOTO = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Larger stored photos are not sent to the browser (the device API refuses them anyway). */
const MAXIMO_FOTO = 10 * 1024 * 1024;

export async function fotoNovedad(
  em: EntityManager,
  alcance: AlcanceClientes,
  novedadId: number,
  fotoId: number,
): Promise<{ src: string | null }> {
  const f = await em.findOne(
    FotoNovedad,
    { $and: [{ id: fotoId, novedad: novedadId }, { novedad: filtroNovedad(alcance) }] },
    { fields: ['id', 'tipoMime', 'contenido', 'url'] },
  );
  if (!f) throw noEncontrado();
  const tipo = f.tipoMime?.toLowerCase() ?? '';
  const bytes = f.contenido;
  if (bytes && bytes.length > 0 && bytes.length <= MAXIMO_FOTO && TIPOS_FOTO.has(tipo))
    return { src: `data:${tipo};base64,${Buffer.from(bytes).toString('base64')}` };
  // Only https addresses: a javascript: or http: address is never handed to an <img>.
  if (f.url && /^https:\/\//i.test(f.url)) return { src: f.url };
  return { src: null };
}
