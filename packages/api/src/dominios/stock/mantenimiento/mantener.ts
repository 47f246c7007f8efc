import type { MikroORM } from '@mikro-orm/postgresql';
import { nivelPideReposicion } from '@talento/rules';
import { recalcularNivelPerfilStock } from '../servicios/nivel';
import { crearPedidosDeReposicion, type Reposiciones } from './reponer';
import { vencerVigencias, type VigenciasVencidas } from './vencer';

export interface ResumenMantenimientoStock {
  /** The clock the run used. */
  ahora: Date;
  vencidos: VigenciasVencidas;
  /** Stock profiles whose level was recomputed (all of them). */
  recalculados: number;
  /** Profiles now at level 3 or 4. */
  enNivelBajo: number;
  pedidos: Reposiciones;
}

/**
 * The daily stock job (issue 16, "Keeping stock full, automatically"), in this order, one transaction per
 * step so each step sees what the previous one committed:
 *   a) expire pool and category validities and free the people nothing else holds (`vencerVigencias`);
 *   b) recompute every stock profile's level and stamp when (`recalcularNivelPerfilStock`, the one rule);
 *   c) raise a draft stock order and tell the operations heads where the level fell to low or very low
 *      (`crearPedidosDeReposicion`, one transaction per profile).
 * Safe to run again or alongside another run: every step is idempotent and the unique index decides orders.
 * Takes anything with an `em` (the ORM, or `{ em: ctx.em }` from a procedure): each step works on its own fork.
 */
export async function mantenerStock(
  orm: Pick<MikroORM, 'em'>,
  ahora: Date,
): Promise<ResumenMantenimientoStock> {
  const vencidos = await vencerVigencias(orm.em, ahora);
  const niveles = await orm.em.fork().transactional((tx) => recalcularNivelPerfilStock(tx, ahora));
  const pedidos = await crearPedidosDeReposicion(orm.em, ahora);
  return {
    ahora,
    vencidos,
    recalculados: niveles.length,
    enNivelBajo: niveles.filter((n) => nivelPideReposicion(n.nivel)).length,
    pedidos,
  };
}
