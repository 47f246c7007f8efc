import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoProgramado } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { cargarPedido } from '../cargar';
import { nombreCompleto } from '@talento/rules';

/**
 * `/pedido-programados/:idPedido` data: everyone invited to the order's tests (order in scope: the scope is in
 * `cargarPedido`'s query), with e-mail, candidate, dates and the status of each test (1 Programada, 2 Presentada,
 * 3 No programada).
 */
export async function listarProgramados(em: EntityManager, alcance: AlcanceClientes, pedidoId: number) {
  const pedido = await cargarPedido(em, alcance, pedidoId);
  const filas = await em.find(CandidatoProgramado, { pedido: pedido.id }, { populate: ['candidato'], orderBy: { id: 'asc' } });
  return {
    pedido: { id: pedido.id, nombreCargo: pedido.nombreCargo },
    programados: filas.map((f) => ({
      id: f.id,
      correo: f.correo,
      candidato: f.candidato ? { id: f.candidato.id, nombre: nombreCompleto(f.candidato) } : null,
      programaPruebaFecha: f.programaPruebaFecha ?? null,
      fechaInformaPrueba: f.fechaInformaPrueba ?? null,
      estados: { FAC: f.fac, DETAC: f.detac, COMPETENCIAS: f.competencias, IDISC: f.idisc, VALORES: f.valores, ENTREVISTA: f.entrevista },
    })),
  };
}
