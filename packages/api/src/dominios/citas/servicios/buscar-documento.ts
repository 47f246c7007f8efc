/**
 * Create screen's document search (spec 03 §2, §5): a registered candidate's data, or "spontaneous" for an unknown
 * document (with the last spontaneous data known for it, to fill the form). A hired or busy candidate is refused.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, CandidatoEspontaneo } from '@talento/db';
import { negativaCandidatoCita } from '@talento/rules';
import { AppError } from '../../../nucleo/errors';
import type { BusquedaDocumentoCitaDto } from '../dto';

export async function buscarDocumentoCita(
  em: EntityManager,
  documento: string,
): Promise<BusquedaDocumentoCitaDto> {
  const c = await em.findOne(Candidato, { numeroDocumento: documento });
  if (c) {
    const negativa = negativaCandidatoCita(c);
    if (negativa) throw new AppError('BAD_REQUEST', negativa);
    return {
      tipo: 'registrado',
      candidato: {
        id: c.id,
        nombre: [c.nombre1, c.nombre2, c.apellido1, c.apellido2].filter(Boolean).join(' '),
        documento: c.numeroDocumento,
        email: c.email,
        telefono: c.telefonoOCelular,
      },
    };
  }
  const e = await em.findOne(CandidatoEspontaneo, { cedula: documento }, { orderBy: { id: 'desc' } });
  return {
    tipo: 'espontaneo',
    espontaneo: e
      ? { nombres: e.nombres, apellidos: e.apellidos, email: e.email, telefono: e.telefono }
      : null,
  };
}
