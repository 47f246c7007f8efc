import type { EntityManager } from '@mikro-orm/postgresql';
import { Usuario } from '@talento/db';
import { transicionAprobar, transicionCancelar, type EntradaEstadoPerfil } from '@talento/rules';
import type { UsuarioSesion } from '../../context';
import { AppError } from '../../errors';
import { cargarPerfilParaEscribir } from './cargar';

/** `perfiles.aprobar`: 0/1 → 2 only with a FAC defined; records actor and date (spec 02 §4). */
export async function aprobarPerfil(em: EntityManager, usuario: UsuarioSesion, d: EntradaEstadoPerfil, ahora: Date) {
  return em.transactional(async (tx) => {
    const perfil = await cargarPerfilParaEscribir(tx, usuario.alcance, d.id, d.version);
    const t = transicionAprobar(perfil.estadoPerfil, perfil.fac !== null && perfil.fac !== undefined);
    if (!t.ok) throw new AppError('CONFLICT', t.mensaje);
    tx.assign(perfil, {
      estadoPerfil: t.estadoNuevo,
      actorAprobacion: tx.getReference(Usuario, usuario.id),
      fechaAprobacion: ahora,
      updatedAt: ahora,
    });
    await tx.flush();
    return { id: perfil.id, estadoPerfil: perfil.estadoPerfil, version: perfil.version };
  });
}

/** `perfiles.cancelar`: any state but 3 → 3 with actor and date (spec 02 §4). */
export async function cancelarPerfil(em: EntityManager, usuario: UsuarioSesion, d: EntradaEstadoPerfil, ahora: Date) {
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
