/** The solution modal: solved date, comment, who solved it and the photos (ids; their content is fetched one by one). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { FotoNovedad, Novedad } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { noEncontrado } from '../../../../nucleo/errors';
import { filtroNovedad } from './alcance';

export async function solucionNovedad(em: EntityManager, alcance: AlcanceClientes, id: number) {
  const n = await em.findOne(
    Novedad,
    { $and: [{ id }, filtroNovedad(alcance)] },
    { populate: ['resueltaPor'] },
  );
  if (!n) throw noEncontrado();
  const fotos = await em.find(
    FotoNovedad,
    { novedad: n.id },
    { fields: ['id', 'nombre', 'tipoMime', 'url'], orderBy: { id: 'asc' } },
  );
  return {
    id: n.id,
    version: n.version,
    estado: n.estado,
    solvedAt: n.solvedAt ?? null,
    comentario: n.comentario ?? null,
    resueltaPor: n.resueltaPor
      ? `${n.resueltaPor.firstName} ${n.resueltaPor.lastName}`.trim() || n.resueltaPor.username
      : null,
    fotos: fotos.map((f) => ({ id: f.id, nombre: f.nombre ?? `Foto ${f.id}` })),
  };
}
