import type { EntityManager } from '@mikro-orm/postgresql';
import { AREA_DE_PERMISO, CODIGOS_PERMISO, GRUPOS_DEL_SISTEMA, PERMISOS } from '@talento/rules';
import type { z } from 'zod';
import type { ListaGruposDto } from '../dto';

/** Every group with its portal, how many active users hold it and its flags; and the flag catalogue by area. */
export async function listarGrupos(em: EntityManager): Promise<z.infer<typeof ListaGruposDto>> {
  const filas = await em.execute<
    {
      id: number;
      version: number;
      nombre: string;
      portal: string;
      usuarios: string;
      permisos: string[] | null;
    }[]
  >(
    `select g.id, g.version, g.nombre, g.portal,
            (select count(*) from usuario_grupo ug join usuario u on u.id = ug.usuario_id
              where ug.grupo_id = g.id and u.activo) as usuarios,
            (select array_agg(p.codigo order by p.codigo) from grupo_permiso gp join permiso p on p.id = gp.permiso_id
              where gp.grupo_id = g.id) as permisos
       from grupo g order by g.nombre`,
  );
  return {
    grupos: filas.map((g) => ({
      id: g.id,
      version: g.version,
      nombre: g.nombre,
      portal: g.portal === 'cliente' ? ('cliente' as const) : ('staff' as const),
      delSistema: GRUPOS_DEL_SISTEMA.includes(g.nombre),
      usuarios: Number(g.usuarios),
      permisos: g.permisos ?? [],
    })),
    permisos: CODIGOS_PERMISO.map((codigo) => ({
      codigo,
      descripcion: PERMISOS[codigo],
      area: AREA_DE_PERMISO[codigo],
    })),
  };
}
