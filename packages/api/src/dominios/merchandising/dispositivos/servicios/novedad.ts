import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ETIQUETA_NOVEDAD,
  MENSAJES_DISPOSITIVOS as M,
  type LoteNovedad,
  type ResultadoLote,
} from '@talento/rules';
import { decodificarFotos } from './fotos';
import { ALMACENES_DEL_MERCADERISTA } from './llegadas';
import { aplicarLote } from './lote';
import { RechazoDispositivo, type DispositivoAutenticado } from './rechazo';

/**
 * An incident with up to 3 photos (JSON, base64: one body format for the whole API; photos are checked by their
 * bytes), state Pendiente, at a store of a client of the merchandiser, with an active incident subtype.
 */
export async function recibirNovedad(
  em: EntityManager,
  dispositivo: DispositivoAutenticado,
  lote: LoteNovedad,
  ahora: Date,
) {
  const fotos = decodificarFotos(lote.fotos);
  return aplicarLote(em, dispositivo, lote, 'novedad', async (tx): Promise<ResultadoLote> => {
    const [almacen] = await tx.execute<{ id: number }[]>(ALMACENES_DEL_MERCADERISTA, [
      `{${lote.almacenId}}`,
      dispositivo.usuarioId,
    ]);
    if (!almacen) throw new RechazoDispositivo(400, M.almacenAjeno(ETIQUETA_NOVEDAD));
    const [subTipo] = await tx.execute<{ id: number }[]>(
      'select s.id from sub_tipo_novedad s join tipo_novedad t on t.id = s.tipo_novedad_id where s.id = ? and s.activo and t.activo',
      [lote.subTipoNovedadId],
    );
    if (!subTipo) throw new RechazoDispositivo(400, M.subTipoInexistente);
    const [novedad] = await tx.execute<{ id: number }[]>(
      `insert into novedad (created_at, sub_tipo_novedad_id, usuario_id, almacen_id, texto, estado, dispositivo_id, recibido_at, version)
       values (?, ?, ?, ?, ?, 0, ?, ?, 1) returning id`,
      [
        lote.registradoEn,
        lote.subTipoNovedadId,
        dispositivo.usuarioId,
        lote.almacenId,
        lote.texto,
        dispositivo.id,
        ahora,
      ],
    );
    for (const foto of fotos) {
      await tx.execute(
        'insert into foto_novedad (novedad_id, nombre, tipo_mime, tamano, contenido, creado_en) values (?, ?, ?, ?, ?, ?)',
        [novedad!.id, foto.nombre, foto.tipoMime, foto.contenido.length, foto.contenido, ahora],
        'run',
      );
    }
    return { clave: lote.clave, recibidos: 1, ids: [novedad!.id] };
  });
}
