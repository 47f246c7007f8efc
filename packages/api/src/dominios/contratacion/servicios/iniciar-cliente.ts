/**
 * What the client portal's "Iniciar orden de contratación" form needs (issue 14, the client's side): the
 * candidate the client approved (state 6, in its companies), the city and position the order fixes, the
 * order's defaults and the client's conditional rules. No pay data of other orders.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido } from '@talento/db';
import { EstadoCandidatoPedido, type AlcanceClientes, nombreCompleto } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { noEncontrado } from '../../../nucleo/errors';
import { reglasDeCliente } from './cargar';

export async function datosParaIniciar(
  em: EntityManager,
  alcance: AlcanceClientes,
  candidatoPedidoId: number,
) {
  const cp = await em.findOne(
    CandidatoPedido,
    { $and: [{ id: candidatoPedidoId, activo: true }, filtroCliente(alcance, 'pedido.cliente')] },
    {
      populate: [
        'pedido.cliente',
        'pedido.ciudad',
        'pedido.perfilSeleccion.cargo',
        'candidato',
        'ordenesContratacion',
      ],
    },
  );
  if (!cp) throw noEncontrado();
  const p = cp.pedido;
  const cargo = p.perfilSeleccion.cargo;
  return {
    candidatoPedidoId: cp.id,
    candidato: nombreCompleto(cp.candidato),
    pedidoId: p.id,
    cliente: p.cliente.nombre,
    /** Only an approved candidate (6) without an order may get one from the portal. */
    puedeIniciar:
      cp.estadoCandidatoPedido === EstadoCandidatoPedido.EN_CONTRATACION &&
      cp.ordenesContratacion.length === 0,
    ciudad: p.ciudad ? { id: p.ciudad.id, nombre: p.ciudad.nombre } : null,
    cargo: { id: cargo.id, nombre: cargo.nombre },
    personaAutorizaIngreso: p.personaAutorizaIngreso ?? null,
    salario: p.salario === null || p.salario === undefined ? null : Number(p.salario),
    reglas: await reglasDeCliente(em, p.cliente.id),
  };
}
