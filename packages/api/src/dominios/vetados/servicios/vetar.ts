import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, CandidatoVetado, Cliente, Usuario } from '@talento/db';
import { MENSAJES_VETADOS, type AlcanceClientes, type EntradaVetarCandidato } from '@talento/rules';
import type { z } from 'zod';
import { exigirCliente } from '../../../nucleo/sql/alcance';
import { AppError, noEncontrado } from '../../../nucleo/errors';
import { autorDelVeto, vetoDe } from './veto';

/**
 * "Vetar candidato" (`add_candidatoclientevetado`): bars a registered person (by document) for a client of the user's
 * scope. A second bar of the same pair is refused naming who barred them and when (the unique pair in the table
 * also holds against two requests at once). One transaction.
 */
export async function vetarCandidato(
  em: EntityManager,
  usuario: { id: number; alcance: AlcanceClientes },
  entrada: z.output<typeof EntradaVetarCandidato>,
) {
  exigirCliente(usuario.alcance, entrada.clienteId);
  const candidato = await em.findOne(Candidato, { numeroDocumento: entrada.numeroDocumento });
  if (!candidato) throw new AppError('NOT_FOUND', MENSAJES_VETADOS.noEncontrado);
  const yaVetado = async () => {
    const previo = await vetoDe(em.fork(), candidato.id, entrada.clienteId);
    return previo
      ? new AppError(
          'BAD_REQUEST',
          MENSAJES_VETADOS.yaVetado(autorDelVeto(previo.createdBy), previo.createdAt),
        )
      : null;
  };
  const previo = await yaVetado();
  if (previo) throw previo;
  try {
    return await crear(em, usuario.id, candidato.id, entrada);
  } catch (error) {
    // Two bars of the same pair at once: the table's unique pair refuses the second, which answers like a repeat.
    if (error instanceof UniqueConstraintViolationException) throw (await yaVetado()) ?? error;
    throw error;
  }
}

function crear(
  em: EntityManager,
  usuarioId: number,
  candidatoId: number,
  entrada: z.output<typeof EntradaVetarCandidato>,
) {
  return em.transactional(async (tx) => {
    const cliente = await tx.findOne(Cliente, entrada.clienteId);
    if (!cliente) throw noEncontrado();
    const candidato = tx.getReference(Candidato, candidatoId);
    const veto = tx.create(CandidatoVetado, {
      candidato,
      cliente,
      motivo: entrada.motivo || null,
      createdBy: tx.getReference(Usuario, usuarioId),
    });
    await tx.flush();
    return { id: veto.id, mensaje: MENSAJES_VETADOS.vetado };
  });
}
