import type { EntityManager } from '@mikro-orm/postgresql';
import {
  EstadoCandidatoStock,
  fechaEnZonaNegocio,
  finVigenciaCategoria,
  finVigenciaPool,
  vigenciaVencida,
  type FechaIso,
} from '@talento/rules';
import { bloquearCandidato, trasVencerStock } from '../../candidatos-pedido';

export interface VigenciasVencidas {
  /** Pool rows (candidato_perfil_stock) taken to estado 2. */
  pool: number;
  /** Category rows (candidato_categoria) taken to estado 2. */
  categoria: number;
  /** People whose disponibilidad_stock changed because nothing else holds them there. */
  personas: number;
}

interface FilaPool {
  id: number;
  candidato_id: number;
  vigencia_stock: FechaIso | null;
  vigencia_stock2: FechaIso | null;
  vigencia_expiracion: FechaIso | null;
}

interface FilaCategoria {
  id: number;
  candidato_id: number;
  vigencia_categoria: FechaIso | null;
  vigencia_categoria2: FechaIso | null;
}

const ACTIVO = EstadoCandidatoStock.ACTIVO;
const REMOVIDO = EstadoCandidatoStock.REMOVIDO;

/**
 * Step a) of the daily stock job, one transaction: active pool and category rows whose validity ended before
 * today (Bogotá) are removed (estado 2), and each person they held gets the disponibilidad_stock of what still
 * holds them. SQL narrows to rows with some date before today; the rule (`finVigenciaPool`,
 * `finVigenciaCategoria`, `vigenciaVencida`) decides, so a renewed validity keeps its row. Lock order: stock
 * rows, then each person in id order.
 */
export async function vencerVigencias(em: EntityManager, ahora: Date): Promise<VigenciasVencidas> {
  const hoy = fechaEnZonaNegocio(ahora);
  return em.fork().transactional(async (tx) => {
    const pool = (
      await tx.execute<FilaPool[]>(
        `select id, candidato_id, vigencia_stock::text, vigencia_stock2::text, vigencia_expiracion::text
           from candidato_perfil_stock
          where estado = ? and (vigencia_stock < ?::date or vigencia_stock2 < ?::date or vigencia_expiracion < ?::date)
          order by id for update`,
        [ACTIVO, hoy, hoy, hoy],
      )
    ).filter((f) =>
      vigenciaVencida(
        finVigenciaPool({
          vigenciaStock: f.vigencia_stock,
          vigenciaStock2: f.vigencia_stock2,
          vigenciaExpiracion: f.vigencia_expiracion,
        }),
        hoy,
      ),
    );
    const categoria = (
      await tx.execute<FilaCategoria[]>(
        `select id, candidato_id, vigencia_categoria::text, vigencia_categoria2::text
           from candidato_categoria
          where estado = ? and (vigencia_categoria < ?::date or vigencia_categoria2 < ?::date)
          order by id for update`,
        [ACTIVO, hoy, hoy],
      )
    ).filter((f) =>
      vigenciaVencida(
        finVigenciaCategoria({
          vigenciaCategoria: f.vigencia_categoria,
          vigenciaCategoria2: f.vigencia_categoria2,
        }),
        hoy,
      ),
    );

    if (pool.length > 0)
      await tx.execute('update candidato_perfil_stock set estado = ? where id = any(?::int[])', [
        REMOVIDO,
        literal(pool.map((f) => f.id)),
      ]);
    if (categoria.length > 0)
      await tx.execute('update candidato_categoria set estado = ? where id = any(?::int[])', [
        REMOVIDO,
        literal(categoria.map((f) => f.id)),
      ]);

    const personas = [...new Set([...pool, ...categoria].map((f) => f.candidato_id))].sort((a, b) => a - b);
    let cambiadas = 0;
    for (const id of personas) {
      const candidato = await bloquearCandidato(tx, id);
      const [sigue] = await tx.execute<{ en_pool: boolean; en_categoria: boolean }[]>(
        `select exists (select 1 from candidato_perfil_stock where candidato_id = ? and estado = ?) as en_pool,
                exists (select 1 from candidato_categoria where candidato_id = ? and estado = ?) as en_categoria`,
        [id, ACTIVO, id, ACTIVO],
      );
      if (
        trasVencerStock(candidato, {
          enPool: sigue?.en_pool ?? false,
          enCategoria: sigue?.en_categoria ?? false,
        })
      )
        cambiadas++;
    }
    await tx.flush();
    return {
      pool: pool.length,
      categoria: categoria.length,
      personas: cambiadas,
    };
  });
}

/** PostgreSQL array literal of integers ('{1,2,3}'), bound as one text parameter. */
function literal(ids: readonly number[]): string {
  return `{${ids.map((v) => Math.trunc(v)).join(',')}}`;
}
