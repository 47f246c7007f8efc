import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, CandidatoVetado } from '@talento/db';

/**
 * The part of an order query that keeps only orders a set of people may go to (issue 15 "compatible with the
 * person"): never an order of a client that barred any of them, and, for one person with a known city of residence,
 * only orders of that city. With several people the city is not narrowed (each may live elsewhere; the server
 * still refuses a barred one when sending). Empty when no person is given.
 */
export async function filtroCompatiblesCon(
  em: EntityManager,
  candidatoIds: readonly number[],
): Promise<Record<string, unknown>> {
  if (candidatoIds.length === 0) return {};
  const vetos = await em.find(
    CandidatoVetado,
    { candidato: { $in: [...candidatoIds] } },
    { fields: ['cliente'] },
  );
  const clientes = [...new Set(vetos.map((v) => v.cliente.id))];
  const [unico] = candidatoIds;
  const ciudad =
    candidatoIds.length === 1 && unico !== undefined
      ? ((await em.findOne(Candidato, unico, { fields: ['ciudadDondeVive'] }))?.ciudadDondeVive?.id ?? null)
      : null;
  return {
    $and: [clientes.length ? { cliente: { $nin: clientes } } : {}, ciudad !== null ? { ciudad } : {}],
  };
}
