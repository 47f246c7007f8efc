/**
 * Reception's "Deshacer" of a check-in (issue 39): the appointment gets back the state 1 it had and no arrival time,
 * only if nothing happened after the check-in (the version it returned, still an arrival status) and within
 * `MINUTOS_DESHACER_LLEGADA` (`rechazoDeshacerLlegada`, the rule the screen follows). Row locked, one transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { EstadoCita } from '@talento/db';
import {
  estadoDeLista,
  MENSAJES_CITAS as M,
  rechazoDeshacerLlegada,
  type EntradaDeshacerLlegadaCita,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import type { CitaGuardadaDto } from '../dto';
import { cargarCitaParaEscribir } from './cargar';

export function deshacerLlegadaCita(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: EntradaDeshacerLlegadaCita,
  ahora: Date,
): Promise<CitaGuardadaDto> {
  return em.transactional(async (tx) => {
    const cita = await cargarCitaParaEscribir(tx, usuario.alcance, e.id, e.version);
    const anterior =
      e.estadoAnteriorId === null ? null : await tx.findOne(EstadoCita, { id: e.estadoAnteriorId });
    if (e.estadoAnteriorId !== null && (!anterior || !estadoDeLista(anterior.flag, 1)))
      throw new AppError('BAD_REQUEST', M.estadoInvalido);
    // The loaded row holds a reference to its state 1: its code is read from the catalogue.
    const actual = cita.estado1 ? await tx.findOneOrFail(EstadoCita, { id: cita.estado1.id }) : null;
    const rechazo = rechazoDeshacerLlegada(
      {
        estado1: actual ? { codigo: actual.codigo ?? null } : null,
        llegada: cita.fechaHoraLlegada ?? null,
      },
      anterior ? { codigo: anterior.codigo ?? null } : null,
      ahora,
    );
    if (rechazo) throw new AppError('BAD_REQUEST', rechazo);
    cita.estado1 = anterior;
    cita.fechaHoraLlegada = null;
    await tx.flush();
    return { id: cita.id, version: cita.version, mensaje: M.llegadaDeshecha };
  });
}
