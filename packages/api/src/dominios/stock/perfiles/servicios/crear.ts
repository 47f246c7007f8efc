import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ciudad, Cliente, Perfil, PerfilStock, Usuario } from '@talento/db';
import {
  EstadoPerfil,
  MENSAJES_STOCK_PERFILES as M,
  STOCK_DEFAULTS,
  type EntradaCrearPerfilStock,
} from '@talento/rules';
import type { z } from 'zod';
import { exigirCliente } from '../../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError, errorDeCampos, noEncontrado } from '../../../../nucleo/errors';
import { recalcularNivelPerfilStock } from '../../servicios/nivel';
import { PERMISO_METAS } from './editar';

/** Under the city field, like the stock-order form's duplicate line (a 400 "Información errada" with the field). */
const duplicado = () => errorDeCampos({ ciudadId: M.duplicado });

/** The table's unique (perfil, ciudad) refused a second stock for the pair: the same answer as the check before it. */
export function esDuplicadoPerfilCiudad(error: unknown): boolean {
  return (
    error instanceof UniqueConstraintViolationException &&
    error.message.includes('perfil_stock_perfil_id_ciudad_id_unique')
  );
}

/**
 * "Crear stock" (add_perfilstock, spec 02 §5): a client of the user's scope, one of its approved profiles (2) and a
 * city; refused when a stock already exists for the profile and city ("Ya existe un stock…"), also when two requests
 * create it at once (the unique index answers the second, mapped to the same message, never a 500). The level is
 * computed (an empty pool: very low) and stamped in the same transaction. Goals other than the defaults (20/10/5)
 * need change_perfilstock_metas_stock, as on edit.
 */
export async function crearPerfilStock(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: z.output<typeof EntradaCrearPerfilStock>,
  ahora: Date,
) {
  exigirCliente(usuario.alcance, e.clienteId);
  const metasPropias =
    e.meta !== STOCK_DEFAULTS.meta || e.media !== STOCK_DEFAULTS.media || e.baja !== STOCK_DEFAULTS.baja;
  if (metasPropias && !usuario.permisos.includes(PERMISO_METAS))
    throw new AppError('FORBIDDEN', M.sinPermisoMetas);
  try {
    return await em.transactional(async (tx) => {
      const cliente = await tx.findOne(Cliente, e.clienteId);
      if (!cliente) throw noEncontrado();
      const perfil = await tx.findOne(Perfil, {
        id: e.perfilId,
        cliente: cliente.id,
        estadoPerfil: EstadoPerfil.APROBADO,
      });
      if (!perfil) throw errorDeCampos({ perfilId: M.perfilNoAprobado });
      const ciudad = await tx.findOne(Ciudad, e.ciudadId);
      if (!ciudad) throw errorDeCampos({ ciudadId: M.campoRequerido });
      if ((await tx.count(PerfilStock, { perfil: perfil.id, ciudad: ciudad.id })) > 0) throw duplicado();
      const stock = tx.create(PerfilStock, {
        cliente,
        perfil,
        ciudad,
        vigencia: e.vigencia,
        meta: e.meta,
        media: e.media,
        baja: e.baja,
        pedidoAutomatico: e.pedidoAutomatico,
        createdBy: tx.getReference(Usuario, usuario.id),
      });
      await tx.flush();
      await recalcularNivelPerfilStock(tx, ahora, [stock.id]);
      return { id: stock.id, mensaje: M.creado };
    });
  } catch (error) {
    if (esDuplicadoPerfilCiudad(error)) throw duplicado();
    throw error;
  }
}
