import type { EntityManager } from '@mikro-orm/postgresql';
import { CatalogoItem, Ciudad, Cliente, Perfil, Sucursal } from '@talento/db';
import {
  CategoriaCatalogo,
  EstadoPerfil,
  MENSAJES_FORMULARIO_PEDIDO as M,
  mensajeFechaIngreso,
  type AlcanceClientes,
  type CamposPedido,
} from '@talento/rules';
import { exigirCliente, filtroCliente } from '../../../nucleo/sql/alcance';
import { errorDeCampos, noEncontrado } from '../../../nucleo/errors';
import { type ValoresVigentes, valoresVigentes } from '../../administracion';

/** Client in the caller's scope; NOT_FOUND otherwise (also for an id that does not exist). */
export async function cargarCliente(
  em: EntityManager,
  alcance: AlcanceClientes,
  clienteId: number,
): Promise<Cliente> {
  exigirCliente(alcance, clienteId);
  const cliente = await em.findOne(Cliente, { $and: [{ id: clienteId }, filtroCliente(alcance, 'id')] });
  if (!cliente) throw noEncontrado();
  return cliente;
}

export interface ReferenciasPedido {
  cliente: Cliente;
  perfil: Perfil;
  sucursal: Sucursal;
  /** Minimum wage and transport aid in force on the order's request day (today for a new order). */
  config: ValoresVigentes;
}

/**
 * Everything the form points at, checked before anything is written: client in scope and profile of
 * that client (NOT_FOUND otherwise), profile approved, cities, branch, order type, entry-date window; and the yearly
 * values in force on `fechaSolicitud` (the order's request day: an order created in 2026 keeps 2026's aid rule).
 */
export async function validarReferencias(
  em: EntityManager,
  alcance: AlcanceClientes,
  datos: CamposPedido,
  hoy: Date,
  fechaSolicitud: Date = hoy,
): Promise<ReferenciasPedido> {
  const cliente = await cargarCliente(em, alcance, datos.clienteId);
  const perfil = await em.findOne(Perfil, { id: datos.perfilId, cliente: cliente.id });
  if (!perfil) throw noEncontrado();

  const campos: Record<string, string> = {};
  if (perfil.estadoPerfil !== EstadoPerfil.APROBADO) campos.perfilId = M.perfilNoAprobado;
  const fecha = mensajeFechaIngreso(datos.fechaIngreso, hoy);
  if (fecha) campos.fechaIngreso = fecha;

  const ids = [...new Set(datos.lineas.map((l) => l.ciudadId))];
  const existentes = new Set(
    (await em.find(Ciudad, { id: { $in: ids } }, { fields: ['id'] })).map((c) => c.id),
  );
  datos.lineas.forEach((l, i) => {
    if (!existentes.has(l.ciudadId)) campos[`lineas.${i}.ciudadId`] = M.ciudadNoExiste;
  });

  const sucursal = await em.findOne(Sucursal, { id: datos.sucursalId, activa: true });
  if (!sucursal) campos.sucursalId = M.sucursalNoExiste;
  const tipo = await em.count(CatalogoItem, {
    categoria: CategoriaCatalogo.TIPO_PEDIDO,
    codigo: datos.tipoPedido,
    activo: true,
  });
  if (tipo === 0) campos.tipoPedido = M.tipoPedidoNoExiste;

  if (Object.keys(campos).length > 0 || !sucursal) throw errorDeCampos(campos);
  return { cliente, perfil, sucursal, config: await valoresVigentes(em, fechaSolicitud) };
}
