import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoVetado } from '@talento/db';
import { MENSAJES_VETADOS, type AlcanceClientes } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { noEncontrado } from '../../../nucleo/errors';

/** Lifts a bar of a client in the user's scope (NOT_FOUND for another client's, so ids cannot be probed). */
export async function quitarVeto(em: EntityManager, alcance: AlcanceClientes, id: number) {
  const borrados = await em.nativeDelete(CandidatoVetado, { $and: [{ id }, filtroCliente(alcance)] });
  if (borrados === 0) throw noEncontrado();
  return { mensaje: MENSAJES_VETADOS.quitado };
}
