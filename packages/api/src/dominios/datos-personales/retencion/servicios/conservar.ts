import type { EntityManager } from '@mikro-orm/postgresql';
import { MENSAJES_DATOS_PERSONALES, MENSAJES_RETENCION } from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import { hashTokenAutorizacion } from '../../servicios/autorizaciones';

/**
 * `datosPersonales.retencion.conservar` (public, the e-mailed link is the credential): the person answers the
 * retention notice «keep my CV»; their pending notice is closed as answered (estado 1, when) and the run will not
 * anonymise them. Works whether or not they hold an authorisation in force; the token is the notice's own link.
 */
export async function conservarDatos(
  em: EntityManager,
  token: string,
  ahora: Date,
): Promise<{ mensaje: string }> {
  return em.transactional(async (tx) => {
    const [enlace] = await tx.execute<{ candidato_id: number }[]>(
      'select candidato_id from enlace_autorizacion where token_hash = ?',
      [hashTokenAutorizacion(token)],
    );
    if (!enlace) throw new AppError('NOT_FOUND', MENSAJES_DATOS_PERSONALES.enlaceInvalido);
    const cerrados = await tx.execute<{ id: number }[]>(
      'update aviso_retencion set estado = 1, resuelto_en = ? where candidato_id = ? and estado = 0 returning id',
      [ahora, enlace.candidato_id],
    );
    return {
      mensaje: cerrados.length ? MENSAJES_RETENCION.conservados : MENSAJES_RETENCION.sinAvisoPendiente,
    };
  });
}
