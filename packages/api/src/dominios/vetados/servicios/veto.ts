import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoVetado, type Usuario } from '@talento/db';
import { MENSAJES_VETADOS } from '@talento/rules';
import { AppError } from '../../../nucleo/errors';

/** Who barred a person, as shown in the list and in every refusal ("un usuario" when the author is unknown). */
export function autorDelVeto(
  usuario: Pick<Usuario, 'firstName' | 'lastName' | 'username'> | null | undefined,
): string {
  if (!usuario) return 'un usuario';
  return `${usuario.firstName} ${usuario.lastName}`.trim() || usuario.username;
}

/** The bar of a person for a client, with its author loaded, or null. */
export function vetoDe(
  tx: EntityManager,
  candidatoId: number,
  clienteId: number,
): Promise<CandidatoVetado | null> {
  return tx.findOne(
    CandidatoVetado,
    { candidato: candidatoId, cliente: clienteId },
    { populate: ['createdBy'] },
  );
}

/**
 * Refuses, with who barred the person and when, anything that would put a barred person in an order of that client
 * (issue 16: adding, sending, moving from a discard or a category). The one check every such path calls.
 */
export async function exigirNoVetado(
  tx: EntityManager,
  candidatoId: number,
  clienteId: number,
): Promise<void> {
  const veto = await vetoDe(tx, candidatoId, clienteId);
  if (veto)
    throw new AppError(
      'BAD_REQUEST',
      MENSAJES_VETADOS.vetadoParaCliente(autorDelVeto(veto.createdBy), veto.createdAt),
    );
}
