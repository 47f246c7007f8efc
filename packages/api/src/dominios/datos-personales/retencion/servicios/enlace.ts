import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, EnlaceAutorizacion } from '@talento/db';
import { urlPublica } from '../../../../nucleo/outbox/remitente';
import { generarToken } from '../../../../nucleo/sesion/token';
import { hashTokenAutorizacion } from '../../servicios/autorizaciones';

/**
 * The links a retention notice carries, on one personal token valid until the notice's deadline (an authorisation
 * link, `enlace_autorizacion`): `/conservar-datos/` to answer «keep my CV», and the public page of «Autorización de
 * datos» (read the notice, accept or revoke). The one place that builds them.
 */
export function enlacesRetencion(
  tx: EntityManager,
  candidatoId: number,
  ahora: Date,
  venceEn: Date,
): { conservar: string; autorizacion: string } {
  const token = generarToken();
  tx.create(EnlaceAutorizacion, {
    candidato: tx.getReference(Candidato, candidatoId),
    tokenHash: hashTokenAutorizacion(token),
    expiraEn: venceEn,
    createdAt: ahora,
  });
  return {
    conservar: `${urlPublica()}/conservar-datos/${token}`,
    autorizacion: `${urlPublica()}/autorizacion-datos/${token}`,
  };
}
