/**
 * Update modal (change_novedad): state and comment, row locked and version-checked in one transaction (CONFLICT
 * when someone saved first). The state's transition (solved date, who solved it; both cleared when reopened) is the
 * rule's.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Novedad, Usuario } from '@talento/db';
import { MENSAJES_NOVEDADES, resolverNovedad, type EstadoNovedad } from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { conflicto, noEncontrado } from '../../../../nucleo/errors';
import { filtroNovedad } from './alcance';

export interface CambioNovedad {
  id: number;
  version: number;
  /** Already one of ESTADO_NOVEDAD (the input schema checks it). */
  estado: number;
  comentario?: string | undefined;
}

export function actualizarNovedad(em: EntityManager, usuario: UsuarioSesion, e: CambioNovedad, ahora: Date) {
  return em.transactional(async (tx) => {
    const n = await tx.findOne(
      Novedad,
      { $and: [{ id: e.id }, filtroNovedad(usuario.alcance)] },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!n) throw noEncontrado();
    if (n.version !== e.version) throw conflicto();
    const { estado, solvedAt, resueltaPor } = resolverNovedad(
      { estado: n.estado as EstadoNovedad, solvedAt: n.solvedAt ?? null },
      e.estado as EstadoNovedad,
      ahora,
      usuario.id,
    );
    n.estado = estado;
    n.solvedAt = solvedAt;
    // Absent: the comment stays; an empty one clears it.
    if (e.comentario !== undefined) n.comentario = e.comentario || null;
    // Reopened (Pendiente): nobody solved it any more.
    n.resueltaPor = resueltaPor === null ? null : tx.getReference(Usuario, resueltaPor);
    await tx.flush();
    return {
      id: n.id,
      version: n.version,
      estado: n.estado,
      solvedAt: n.solvedAt ?? null,
      mensaje: MENSAJES_NOVEDADES.actualizada,
    };
  });
}
