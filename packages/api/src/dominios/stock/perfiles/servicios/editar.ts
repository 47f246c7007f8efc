import type { EntityManager } from '@mikro-orm/postgresql';
import { MENSAJES_STOCK_PERFILES as M, type EntradaEditarPerfilStock } from '@talento/rules';
import type { z } from 'zod';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError } from '../../../../nucleo/errors';
import { recalcularNivelPerfilStock } from '../../servicios/nivel';
import { bloquearPerfilStock } from './cargar';

/** The flag that lets a user change the goals of a stock (spec 02 §6); everything else needs add_perfilstock only. */
export const PERMISO_METAS = 'change_perfilstock_metas_stock';

/**
 * "Editar stock" (add_perfilstock): validity, automatic order and the three goals of a stock profile in scope, at the
 * screen's version (stale → CONFLICT). Changing any goal also needs change_perfilstock_metas_stock, checked here
 * against the stored goals (the screen only disables the fields): without it, FORBIDDEN and nothing written. The level
 * is recomputed with the new goals in the same transaction.
 */
export async function editarPerfilStock(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: z.output<typeof EntradaEditarPerfilStock>,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const stock = await bloquearPerfilStock(tx, usuario.alcance, e.id, e.version);
    const cambiaMetas = stock.meta !== e.meta || stock.media !== e.media || stock.baja !== e.baja;
    if (cambiaMetas && !usuario.permisos.includes(PERMISO_METAS))
      throw new AppError('FORBIDDEN', M.sinPermisoMetas);
    tx.assign(stock, {
      vigencia: e.vigencia,
      meta: e.meta,
      media: e.media,
      baja: e.baja,
      pedidoAutomatico: e.pedidoAutomatico,
    });
    await tx.flush();
    await recalcularNivelPerfilStock(tx, ahora, [stock.id]);
    return { id: stock.id, version: stock.version, mensaje: M.actualizado };
  });
}
