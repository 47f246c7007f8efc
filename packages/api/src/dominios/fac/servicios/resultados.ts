import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, InvitacionFac, ResultadoPruebaDigital } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { cargarPedido } from '../../pedidos';
import { CODIGO_FAC } from './responder';

type EstadoEnlace = 'pendiente' | 'respondida' | 'vencida';

/**
 * `fac.resultadosPedido`: per active candidate of an order in scope, the FAC test result of their rating for
 * this order (whoever wrote it: the answer page or the test platform) and the state of their latest link.
 */
export async function resultadosFacPedido(
  em: EntityManager,
  alcance: AlcanceClientes,
  pedidoId: number,
  ahora: Date,
) {
  const pedido = await cargarPedido(em, alcance, pedidoId, ['fac']);
  const cps = await em.find(
    CandidatoPedido,
    { pedido: pedido.id, activo: true },
    { fields: ['id', 'candidato'] },
  );
  const candidatos = cps.map((c) => c.candidato.id);
  const resultados = candidatos.length
    ? await em.find(
        ResultadoPruebaDigital,
        { codigo: CODIGO_FAC, calificacion: { pedido: pedido.id, candidato: { $in: candidatos } } },
        { populate: ['calificacion'], orderBy: { calificacion: { fecha: 'desc' }, id: 'desc' } },
      )
    : [];
  const invitaciones = cps.length
    ? await em.find(
        InvitacionFac,
        { candidatoPedido: { $in: cps.map((c) => c.id) } },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      )
    : [];
  return {
    facDefinido: pedido.fac !== null && pedido.fac !== undefined,
    candidatos: cps.map((cp) => {
      const r = resultados.find((x) => x.calificacion.candidato.id === cp.candidato.id);
      const i = invitaciones.find((x) => x.candidatoPedido.id === cp.id);
      const estado: EstadoEnlace | null = !i
        ? null
        : i.respondidaEn
          ? 'respondida'
          : i.expiraEn > ahora
            ? 'pendiente'
            : 'vencida';
      return {
        candidatoPedidoId: cp.id,
        resultado: r
          ? { puntaje: r.puntaje ?? null, descartado: r.descartado, fecha: r.calificacion.fecha }
          : null,
        enlace:
          i && estado
            ? { estado, enviadoEn: i.createdAt, expiraEn: i.expiraEn, respondidaEn: i.respondidaEn ?? null }
            : null,
      };
    }),
  };
}
