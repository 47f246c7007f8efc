import type { EntityManager } from '@mikro-orm/postgresql';
import { Grupo, Permiso } from '@talento/db';
import {
  type EntradaGuardarGrupo,
  GRUPOS_DEL_SISTEMA,
  MENSAJES_ADMIN_GRUPOS as M,
  PERMISOS_DE_ADMINISTRADOR,
} from '@talento/rules';
import type { z } from 'zod';
import type { ContextInner } from '../../../../nucleo/context';
import { auditarCambio } from '../../../../nucleo/auditoria';
import { AppError, conflicto, errorDeCampos, noEncontrado } from '../../../../nucleo/errors';

type Ctx = Pick<ContextInner, 'em' | 'sesion' | 'ip' | 'now'> & {
  sesion: NonNullable<ContextInner['sesion']>;
};

/**
 * Creates a group or changes its name and flags, in one transaction with its audit row. Takes effect on each member's
 * next request (the session cache is emptied by NOTIFY). The groups the code knows by name keep their name; an
 * administrator cannot take admin_usuarios / admin_grupos away from themself through a group.
 */
export async function guardarGrupo(ctx: Ctx, e: z.output<typeof EntradaGuardarGrupo>) {
  return ctx.em.transactional(async (tx) => {
    let grupo: Grupo | null = null;
    if (e.id) {
      await tx.execute('select id from grupo where id = ? for update', [e.id]);
      grupo = await tx.findOne(Grupo, { id: e.id }, { populate: ['permisos'], refresh: true });
      if (!grupo) throw noEncontrado();
      if (e.version !== undefined && grupo.version !== e.version) throw conflicto();
      if (grupo.portal !== e.portal) throw new AppError('BAD_REQUEST', M.portalNoCambia);
      if (grupo.nombre !== e.nombre && GRUPOS_DEL_SISTEMA.includes(grupo.nombre))
        throw errorDeCampos({ nombre: M.nombreDelSistema });
    }
    const [dup] = await tx.execute<{ n: string }[]>(
      'select count(*) as n from grupo where lower(nombre) = lower(?) and id <> ?',
      [e.nombre, e.id ?? 0],
    );
    if (Number(dup?.n) > 0) throw errorDeCampos({ nombre: M.nombreDuplicado });
    const codigos = [...new Set(e.permisos)];
    const permisos = await tx.find(Permiso, { codigo: { $in: codigos } });
    if (permisos.length !== codigos.length) throw errorDeCampos({ permisos: M.permisoInvalido });

    const antes = grupo
      ? {
          nombre: grupo.nombre,
          permisos: grupo.permisos
            .getItems()
            .map((p) => p.codigo)
            .sort(),
        }
      : null;
    grupo ??= tx.create(Grupo, { nombre: e.nombre, portal: e.portal });
    grupo.nombre = e.nombre;
    grupo.permisos.set(permisos);
    if (antes) grupo.version += 1;
    await tx.flush();
    await exigirQueElAdministradorConserve(ctx, tx);
    auditarCambio(tx, ctx, {
      accion: antes ? 'grupo.editar' : 'grupo.crear',
      recurso: 'grupo',
      recursoId: grupo.id,
      antes,
      despues: { nombre: grupo.nombre, portal: grupo.portal, permisos: [...codigos].sort() },
    });
    await tx.flush();
    return { id: grupo.id, mensaje: antes ? M.guardado : M.creado };
  });
}

/** After the change, in the same transaction: the acting administrator still holds the flags of Administración. */
async function exigirQueElAdministradorConserve(ctx: Ctx, tx: EntityManager) {
  const filas = await tx.execute<{ codigo: string }[]>(
    `select distinct p.codigo from usuario_grupo ug join grupo_permiso gp on gp.grupo_id = ug.grupo_id
       join permiso p on p.id = gp.permiso_id where ug.usuario_id = ?`,
    [ctx.sesion.usuario.id],
  );
  const tiene = new Set(filas.map((f) => f.codigo));
  if (!PERMISOS_DE_ADMINISTRADOR.every((p) => tiene.has(p)))
    throw errorDeCampos({ permisos: M.propioAdministrador });
}
