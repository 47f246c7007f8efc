import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CatalogoItem, Ciudad, type Cliente, Pedido, Perfil } from '@talento/db';
import {
  CategoriaCatalogo,
  EstadoPedido,
  EstadoPerfil,
  MENSAJES_FORMULARIO_PEDIDO as M,
  MENSAJES_PEDIDOS_STOCK as MS,
  problemasStock,
  type AlcanceClientes,
  type CamposPedidoStock,
} from '@talento/rules';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import { AppError, errorDeCampos, noEncontrado } from '../../../../nucleo/errors';
import { type ValoresVigentes, valoresVigentes } from '../../../administracion';
import { cargarCliente } from '../../../pedidos';

export interface ReferenciasStock {
  cliente: Cliente;
  perfil: Perfil;
  /** Minimum wage and transport aid in force on the order's request day (today for a new order). */
  config: ValoresVigentes;
}

/**
 * Everything the stock form points at, checked before anything is written (spec 01 §5): the configuration
 * loaded, client in scope and profile of that client (NOT_FOUND otherwise), profile approved, cities,
 * associated cancelled orders, each block's entry date and extra transport allowance, the convocatoria type (a
 * catalogue code, required while the profile has filter questions), and no other current
 * stock order for the same profile and city (`propios`: the rows of the order being edited). The yearly values are
 * those in force on `fechaSolicitud`, the order's request day (an order of 2026 keeps 2026's minimum wage).
 */
export async function validarReferenciasStock(
  em: EntityManager,
  alcance: AlcanceClientes,
  datos: CamposPedidoStock,
  hoy: Date,
  propios: readonly number[] = [],
  fechaSolicitud: Date = hoy,
): Promise<ReferenciasStock> {
  const config = await valoresVigentes(em, fechaSolicitud);
  const cliente = await cargarCliente(em, alcance, datos.clienteId);
  const perfil = await em.findOne(Perfil, { id: datos.perfilId, cliente: cliente.id });
  if (!perfil) throw noEncontrado();

  const campos: Record<string, string> = {};
  if (perfil.estadoPerfil !== EstadoPerfil.APROBADO) campos.perfilId = MS.perfilNoAprobado;
  const conPreguntas = perfil.fac !== null && perfil.fac !== undefined;
  for (const [ruta, mensaje] of problemasStock(datos, { smmlv: config.smmlv, hoy, conPreguntas }))
    campos[ruta] ??= mensaje;
  if (conPreguntas && datos.convocatoria && !campos.convocatoria) {
    const tipo = await em.count(CatalogoItem, {
      categoria: CategoriaCatalogo.TIPO_CONVOCATORIA,
      codigo: datos.convocatoria,
      activo: true,
    });
    if (tipo === 0) campos.convocatoria = MS.convocatoriaNoExiste;
  }

  const ids = [...new Set(datos.lineas.map((l) => l.ciudadId))];
  const existentes = new Set(
    (await em.find(Ciudad, { id: { $in: ids } }, { fields: ['id'] })).map((c) => c.id),
  );
  const ocupadas = new Set(
    (
      await em.find(
        Pedido,
        {
          esStock: true,
          perfilSeleccion: perfil.id,
          ciudad: { $in: ids },
          estadoPedido: { $nin: [EstadoPedido.CANCELADO, EstadoPedido.TERMINADO] },
          ...(propios.length > 0 ? { id: { $nin: [...propios] } } : {}),
        },
        { fields: ['ciudad'] },
      )
    ).map((p) => p.ciudad?.id),
  );
  const asociados = datos.lineas.map((l) => l.pedidoPadreOcId).filter((x): x is number => x !== null);
  const cancelados = new Set(
    asociados.length === 0
      ? []
      : (
          await em.find(
            Pedido,
            {
              $and: [
                { id: { $in: asociados }, estadoPedido: EstadoPedido.CANCELADO },
                filtroCliente(alcance),
              ],
            },
            { fields: ['id'] },
          )
        ).map((p) => p.id),
  );
  datos.lineas.forEach((l, i) => {
    if (!existentes.has(l.ciudadId)) campos[`lineas.${i}.ciudadId`] = M.ciudadNoExiste;
    else if (ocupadas.has(l.ciudadId)) campos[`lineas.${i}.ciudadId`] = MS.duplicado;
    if (l.pedidoPadreOcId !== null && !cancelados.has(l.pedidoPadreOcId))
      campos[`lineas.${i}.pedidoPadreOcId`] = MS.pedidoAsociado;
  });
  if (Object.keys(campos).length > 0) throw errorDeCampos(campos);
  return { cliente, perfil, config };
}

/**
 * Two users saving the same profile and city at once both pass the check above; the partial unique index
 * `pedido_stock_vigente_perfil_ciudad_uq` refuses the second. That refusal is the same user mistake, so it
 * answers the spec's message (CONFLICT), never a 500.
 */
export async function conIndiceUnicoStock<T>(trabajo: () => Promise<T>): Promise<T> {
  try {
    return await trabajo();
  } catch (error) {
    if (
      error instanceof UniqueConstraintViolationException &&
      error.message.includes('pedido_stock_vigente_perfil_ciudad_uq')
    )
      throw new AppError('CONFLICT', MS.duplicado);
    throw error;
  }
}
