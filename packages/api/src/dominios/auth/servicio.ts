import { setTimeout as esperar } from 'node:timers/promises';
import { Usuario } from '@talento/db';
import { MENSAJES, POLITICA_SESION, retrasoPorFallos, type LoginInput } from '@talento/rules';
import type { ContextInner, UsuarioSesion } from '../../nucleo/context';
import { admitidoEnPortal } from '../../nucleo/sesion/admision';
import { COOKIE_SESION } from '../../nucleo/sesion/cookies';
import {
  clavesDeIntento,
  fallosDelUsuario,
  registrarExito,
  registrarFallo,
  reservarIntento,
} from '../../nucleo/sesion/intentos';
import { verificarSenuelo, verifyPassword } from '../../nucleo/sesion/password';
import { cerrarSesion, crearSesion } from '../../nucleo/sesion/sesiones';
import { cargarUsuarioSesion } from '../../nucleo/sesion/usuario-sesion';
import { AppError } from '../../nucleo/errors';
import { registrarAuditoria } from '../../nucleo/auditoria';

export async function iniciarSesion(ctx: ContextInner, input: LoginInput): Promise<UsuarioSesion> {
  const now = ctx.now();
  const claves = clavesDeIntento(input.usuario, ctx.ip);
  const em = ctx.em.fork();
  if (!(await reservarIntento(em, claves, now))) {
    await registrarAuditoria(ctx, 'ingreso_bloqueado', `login:${input.portal}`, {
      usuario: input.usuario.trim().slice(0, 150),
    });
    throw new AppError('TOO_MANY_REQUESTS', MENSAJES.login.bloqueado);
  }
  // Many failures for this name from anywhere: answer slower and slower, but never lock the account.
  const retraso = retrasoPorFallos(await fallosDelUsuario(em, claves, now));
  if (retraso > 0) await esperar(retraso);
  const usuario = await em.findOne(
    Usuario,
    { username: input.usuario.trim() },
    { populate: ['passwordHash'] },
  );
  const claveValida = usuario
    ? await verifyPassword(usuario.passwordHash, input.contrasena)
    : (await verificarSenuelo(input.contrasena), false);
  const sesionUsuario = usuario && claveValida ? await cargarUsuarioSesion(em, usuario.id) : null;
  if (!usuario || !sesionUsuario || !admitidoEnPortal(sesionUsuario, input.portal)) {
    await registrarFallo(em, claves, now);
    // The name typed (not the password) tells the audit whose account was tried; a known user is the actor.
    await registrarAuditoria(
      ctx,
      'ingreso_fallido',
      `login:${input.portal}`,
      { usuario: input.usuario.trim().slice(0, 150) },
      undefined,
      usuario?.id,
    );
    throw new AppError('UNAUTHORIZED', MENSAJES.login.credenciales);
  }
  await registrarExito(em, claves);
  const { token } = await crearSesion(em, usuario.id, input.portal, {
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    now,
  });
  await em.nativeUpdate(Usuario, { id: usuario.id }, { ultimoIngreso: now });
  await registrarAuditoria(ctx, 'ingreso', `login:${input.portal}`, undefined, undefined, usuario.id);
  ctx.cookies.set(COOKIE_SESION[input.portal], token, { maxAgeMs: POLITICA_SESION.absolutaMs });
  return sesionUsuario;
}

export async function terminarSesion(
  ctx: ContextInner & { sesion: NonNullable<ContextInner['sesion']> },
): Promise<void> {
  await cerrarSesion(ctx.em, ctx.sesion.id);
  ctx.cookies.clear(COOKIE_SESION[ctx.sesion.portal]);
}
