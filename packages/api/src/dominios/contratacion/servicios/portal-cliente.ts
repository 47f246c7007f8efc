/**
 * The client's side (issue 14): client staff with add_ordencontratacion start a hiring order for candidates
 * they approved (creado_por_cliente; staff complete and file it), and see the status of every hiring order of
 * their companies (saved, filed, sent to payroll) — nothing of other companies, and no pay data.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrdenContratacion } from '@talento/db';
import { type AlcanceClientes, nombreCompleto } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { estadoOrdenParaCliente } from './estado-cliente';

export async function misOrdenesContratacion(em: EntityManager, alcance: AlcanceClientes) {
  const ordenes = await em.find(OrdenContratacion, filtroCliente(alcance), {
    populate: ['cliente', 'cargo', 'ciudad', 'candidatos.candidato'],
    orderBy: { fechaCreado: 'desc', id: 'desc' },
    limit: 200,
  });
  return ordenes.map((o) => {
    const candidatos = o.candidatos.getItems();
    return {
      id: o.id,
      consecutivo: o.consecutivo,
      pedidoId: o.pedido.id,
      cliente: o.cliente.nombre,
      cargo: o.cargo.nombre,
      ciudad: o.ciudad.nombre,
      candidatos: candidatos.map((cp) => nombreCompleto(cp.candidato)),
      creadoPorCliente: o.creadoPorCliente,
      fechaCreado: o.fechaCreado,
      fechaRadicado: o.fechaRadicado ?? null,
      ...estadoOrdenParaCliente(o),
    };
  });
}
