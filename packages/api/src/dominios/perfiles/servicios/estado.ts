import type { EntityManager } from '@mikro-orm/postgresql';
import { Usuario, type Perfil } from '@talento/db';
import { transicionAprobar, transicionCancelar, type EntradaEstadoPerfil } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { cargarPerfilParaEscribir } from './cargar';

/**
 * The approval of a loaded (and locked) profile, not yet flushed: 0/1 → 2 only with a FAC defined, with
 * actor and date (spec 02 §4); otherwise CONFLICT with the rule's message. Shared by `aprobar` and
 * `guardarYAprobar`.
 */
export function aplicarAprobacion(
  tx: EntityManager,
  usuario: UsuarioSesion,
  perfil: Perfil,
  ahora: Date,
): void {
  const t = transicionAprobar(perfil.estadoPerfil, perfil.fac !== null && perfil.fac !== undefined);
  if (!t.ok) throw new AppError('CONFLICT', t.mensaje);
  tx.assign(perfil, {
    estadoPerfil: t.estadoNuevo,
    actorAprobacion: tx.getReference(Usuario, usuario.id),
    fechaAprobacion: ahora,
    updatedAt: ahora,
  });
}

/** `perfiles.aprobar`: 0/1 → 2 only with a FAC defined; records actor and date (spec 02 §4). */
export async function aprobarPerfil(
  em: EntityManager,
  usuario: UsuarioSesion,
  d: EntradaEstadoPerfil,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const perfil = await cargarPerfilParaEscribir(tx, usuario.alcance, d.id, d.version);
    aplicarAprobacion(tx, usuario, perfil, ahora);
    await tx.flush();
    return { id: perfil.id, estadoPerfil: perfil.estadoPerfil, version: perfil.version };
  });
}

/** `perfiles.cancelar`: any state but 3 → 3 with actor and date (spec 02 §4). */
export async function cancelarPerfil(
  em: EntityManager,
  usuario: UsuarioSesion,
  d: EntradaEstadoPerfil,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const perfil = await cargarPerfilParaEscribir(tx, usuario.alcance, d.id, d.version);
    const t = transicionCancelar(perfil.estadoPerfil);
    if (!t.ok) throw new AppError('CONFLICT', t.mensaje);
    tx.assign(perfil, {
      estadoPerfil: t.estadoNuevo,
      actorCancelacion: tx.getReference(Usuario, usuario.id),
      fechaCancelacion: ahora,
      updatedAt: ahora,
    });
    await tx.flush();
    return { id: perfil.id, estadoPerfil: perfil.estadoPerfil, version: perfil.version };
  });
}
