import type { EntityManager } from '@mikro-orm/postgresql';
import { MENSAJES_ADMIN_USUARIOS as M } from '@talento/rules';

/**
 * Field messages for a user name or e-mail another user already has (case ignored; `exceptoId`: the user being
 * edited). Empty when both are free.
 */
export async function camposDuplicadosUsuario(
  em: EntityManager,
  datos: { username: string; email: string },
  exceptoId = 0,
): Promise<Record<string, string>> {
  const [fila] = await em.execute<{ usuario: boolean; correo: boolean }[]>(
    `select exists(select 1 from usuario where lower(username) = lower(?) and id <> ?) as usuario,
            exists(select 1 from usuario where email <> '' and lower(email) = lower(?) and id <> ?) as correo`,
    [datos.username, exceptoId, datos.email, exceptoId],
  );
  return {
    ...(fila?.usuario ? { username: M.usuarioDuplicado } : {}),
    ...(fila?.correo ? { email: M.correoDuplicado } : {}),
  };
}
