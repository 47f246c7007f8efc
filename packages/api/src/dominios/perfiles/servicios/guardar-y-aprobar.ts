import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntradaEditarPerfil } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { aplicarEdicion } from './editar';
import { aplicarAprobacion } from './estado';

/**
 * `perfiles.guardarYAprobar` ("Guardar y aprobar Perfil", spec 02 §3): the edit and the approval in one
 * transaction and one write. Whatever refuses (a field, the version, the state, a missing FAC) throws
 * before anything is flushed, so the profile is either saved and approved or left exactly as it was.
 */
export async function guardarYAprobarPerfil(
  em: EntityManager,
  usuario: UsuarioSesion,
  d: EntradaEditarPerfil,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const perfil = await aplicarEdicion(tx, usuario, d, ahora);
    aplicarAprobacion(tx, usuario, perfil, ahora);
    await tx.flush();
    return { id: perfil.id, estadoPerfil: perfil.estadoPerfil, version: perfil.version };
  });
}
