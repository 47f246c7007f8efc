import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, CandidatoPedido, CandidatoVetado } from '@talento/db';
import { etiquetaEstadoTrazabilidad, paginar, TRAZABILIDAD_PAGE_SIZE } from '@talento/rules';
import type { z } from 'zod';
import { noEncontrado } from '../../../../nucleo/errors';
import type { TrazabilidadHvDto } from '../../resumen/dto';

/**
 * The candidate's orders (candidate-order rows, newest first, 5 per page): order id, client, position,
 * date the candidate was added, state label (spec 03 §4) and whether that client barred the candidate
 * (barred list of the client, or the row's own barred flag). Not client-scoped: it is the candidate's
 * history, gated by ver_trazabilidad.
 */
export async function listarTrazabilidad(
  em: EntityManager,
  candidatoId: number,
  pagina: number,
): Promise<z.infer<typeof TrazabilidadHvDto>> {
  if (!(await em.count(Candidato, { id: candidatoId }))) throw noEncontrado();
  const total = await em.count(CandidatoPedido, { candidato: candidatoId });
  const p = paginar(total, pagina, TRAZABILIDAD_PAGE_SIZE);
  const filas = await em.find(
    CandidatoPedido,
    { candidato: candidatoId },
    {
      populate: ['pedido.cliente'],
      orderBy: [{ fechaCreacion: 'desc' }, { id: 'desc' }],
      limit: p.tamano,
      offset: p.desplazamiento,
    },
  );
  const clientes = [...new Set(filas.map((f) => f.pedido.cliente.id))];
  const vetados = clientes.length
    ? new Set(
        (
          await em.find(
            CandidatoVetado,
            { candidato: candidatoId, cliente: { $in: clientes } },
            { fields: ['cliente'] },
          )
        ).map((v) => v.cliente.id),
      )
    : new Set<number>();
  return {
    pagina: p.pagina,
    paginas: p.paginas,
    total: p.total,
    filas: filas.map((f) => ({
      candidatoPedidoId: f.id,
      pedidoId: f.pedido.id,
      cliente: f.pedido.cliente.nombre,
      cargo: f.pedido.nombreCargo,
      fechaCreacion: f.fechaCreacion,
      estado: f.estadoCandidatoPedido,
      estadoEtiqueta: etiquetaEstadoTrazabilidad(f.estadoCandidatoPedido),
      activo: f.activo,
      vetadoCliente: f.betado || vetados.has(f.pedido.cliente.id),
    })),
  };
}
