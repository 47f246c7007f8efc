import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, EnlaceAutorizacion } from '@talento/db';
import { urlPublica } from '../../../../nucleo/outbox/remitente';
import { generarToken } from '../../../../nucleo/sesion/token';
import { hashTokenAutorizacion } from '../../servicios/autorizaciones';

/**
 * The link a retention notice carries: a personal authorisation link (the public page of «Autorización de datos»,
 * read the notice, accept or revoke), valid until the notice's deadline. The one place that builds it.
 */
export function enlaceRenovacion(tx: EntityManager, candidatoId: number, ahora: Date, venceEn: Date): string {
  const token = generarToken();
  tx.create(EnlaceAutorizacion, {
    candidato: tx.getReference(Candidato, candidatoId),
    tokenHash: hashTokenAutorizacion(token),
    expiraEn: venceEn,
    createdAt: ahora,
  });
  return `${urlPublica()}/autorizacion-datos/${token}`;
}
