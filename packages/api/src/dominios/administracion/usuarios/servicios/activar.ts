import { EnlaceContrasena, Sesion } from '@talento/db';
import { MENSAJES_ADMIN_USUARIOS as M } from '@talento/rules';
import type { ContextInner } from '../../../../nucleo/context';
import { auditarCambio } from '../../../../nucleo/auditoria';
import { AppError } from '../../../../nucleo/errors';
import { enviarEnlaceContrasena } from './correo-enlace';
import { cargarUsuarioParaCambiar } from './guardar';

type Ctx = Pick<ContextInner, 'em' | 'sesion' | 'ip' | 'now'> & {
  sesion: NonNullable<ContextInner['sesion']>;
};

/**
 * Deactivates (never deletes: history keeps the actor) or reactivates a user. Deactivating ends their sessions at
 * once and voids their unused password links; nobody deactivates themself.
 */
export async function activarUsuario(ctx: Ctx, e: { id: number; version: number; activo: boolean }) {
  const ahora = ctx.now();
  return ctx.em.transactional(async (tx) => {
    if (!e.activo && e.id === ctx.sesion.usuario.id) throw new AppError('BAD_REQUEST', M.propioDesactivar);
    const u = await cargarUsuarioParaCambiar(tx, e.id, e.version);
    const antes = u.activo;
    u.activo = e.activo;
    u.version += 1;
    if (!e.activo) {
      await tx.nativeDelete(Sesion, { usuario: u.id });
      await tx.nativeUpdate(
        EnlaceContrasena,
        { usuario: u.id, usadoEn: null, expiraEn: { $gt: ahora } },
        { expiraEn: ahora },
      );
    }
    auditarCambio(tx, ctx, {
      accion: e.activo ? 'usuario.activar' : 'usuario.desactivar',
      recurso: 'usuario',
      recursoId: u.id,
      antes: { activo: antes },
      despues: { activo: e.activo },
    });
    await tx.flush();
    return { id: u.id, mensaje: e.activo ? M.activado : M.desactivado };
  });
}

/** Sends the user a new password link (their earlier links stop working); the administrator never sees it. */
export async function reenviarEnlace(ctx: Ctx, id: number) {
  const ahora = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const u = await cargarUsuarioParaCambiar(tx, id, undefined);
    if (!u.activo) throw new AppError('BAD_REQUEST', M.inactivoSinEnlace);
    if (!u.email) throw new AppError('BAD_REQUEST', M.sinCorreo);
    await enviarEnlaceContrasena(tx, u, 'restablecer', ctx.sesion.usuario.id, ahora);
    auditarCambio(tx, ctx, { accion: 'usuario.enlace', recurso: 'usuario', recursoId: u.id });
    await tx.flush();
    return { id: u.id, mensaje: M.enlaceEnviado(u.email) };
  });
}
