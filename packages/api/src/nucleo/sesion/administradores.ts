import type { EntityManager } from '@mikro-orm/postgresql';
import { crearEnlace, RUTA_ENLACE } from './enlaces';

/** Active staff users holding admin_usuarios through a group (the people who can let others in). */
export async function contarAdministradoresActivos(em: EntityManager, excepto?: number): Promise<number> {
  const [fila] = await em.execute<{ n: string }[]>(
    `select count(distinct u.id) as n from usuario u
       join usuario_grupo ug on ug.usuario_id = u.id
       join grupo_permiso gp on gp.grupo_id = ug.grupo_id
       join permiso p on p.id = gp.permiso_id and p.codigo = 'admin_usuarios'
     where u.activo and not u.es_staff_cliente and u.id <> ?`,
    [excepto ?? 0],
  );
  return Number(fila?.n ?? 0);
}

/**
 * At start: with no active administrator, a new first-run link (24 h, single use; earlier ones stop working) whose
 * path the server prints; null when an administrator exists (nothing can then be done anonymously).
 */
export async function prepararConfiguracionInicial(em: EntityManager, ahora: Date): Promise<string | null> {
  return em.transactional(async (tx) => {
    if ((await contarAdministradoresActivos(tx)) > 0) return null;
    const { token } = await crearEnlace(tx, {
      usuarioId: null,
      proposito: 'configuracion_inicial',
      creadoPor: null,
      ahora,
    });
    return `${RUTA_ENLACE.configuracion_inicial}/${token}`;
  });
}
