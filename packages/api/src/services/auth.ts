import { Usuario } from '@talento/db';
import { GRUPO_STAFF, MENSAJES, POLITICA_SESION, type LoginInput } from '@talento/rules';
import type { ContextInner, UsuarioSesion } from '../context';
import { COOKIE_SESION } from '../auth/cookies';
import { clavesDeIntento, estaBloqueado, limpiarFallos, registrarFallo } from '../auth/intentos';
import { verificarSenuelo, verifyPassword } from '../auth/password';
import { cerrarSesion, crearSesion } from '../auth/sesiones';
import { cargarUsuarioSesion } from '../auth/usuario-sesion';
import { AppError } from '../errors';
import { registrarAuditoria } from './auditoria';

/** Who may enter each portal: staff in group atrabajarstaff; client staff with at least one company. */
function admitido(usuario: UsuarioSesion, portal: LoginInput['portal']): boolean {
  if (portal === 'staff') return !usuario.esStaffCliente && usuario.grupos.includes(GRUPO_STAFF);
  return usuario.esStaffCliente && usuario.clientes.length > 0;
}

export async function iniciarSesion(ctx: ContextInner, input: LoginInput): Promise<UsuarioSesion> {
  const now = ctx.now();
  const claves = clavesDeIntento(input.usuario, ctx.ip);
  const em = ctx.em.fork();
  if (await estaBloqueado(em, [claves.usuario, claves.ip], now)) {
    await registrarAuditoria(ctx, 'ingreso_bloqueado', `login:${input.portal}`);
    throw new AppError('TOO_MANY_REQUESTS', MENSAJES.login.bloqueado);
  }
  const usuario = await em.findOne(Usuario, { username: input.usuario.trim() }, { populate: ['passwordHash'] });
  const claveValida = usuario
    ? await verifyPassword(usuario.passwordHash, input.contrasena)
    : (await verificarSenuelo(input.contrasena), false);
  const sesionUsuario = usuario && claveValida ? await cargarUsuarioSesion(em, usuario.id) : null;
  if (!usuario || !sesionUsuario || !admitido(sesionUsuario, input.portal)) {
    await registrarFallo(em, claves, now);
    await registrarAuditoria(ctx, 'ingreso_fallido', `login:${input.portal}`);
    throw new AppError('UNAUTHORIZED', MENSAJES.login.credenciales);
  }
  await limpiarFallos(em, claves.usuario);
  const { token } = await crearSesion(em, usuario.id, input.portal, { ip: ctx.ip, userAgent: ctx.userAgent, now });
  await em.nativeUpdate(Usuario, { id: usuario.id }, { ultimoIngreso: now });
  ctx.cookies.set(COOKIE_SESION[input.portal], token, { maxAgeMs: POLITICA_SESION.absolutaMs });
  return sesionUsuario;
}

export async function terminarSesion(ctx: ContextInner & { sesion: NonNullable<ContextInner['sesion']> }): Promise<void> {
  await cerrarSesion(ctx.em, ctx.sesion.id);
  ctx.cookies.clear(COOKIE_SESION[ctx.sesion.portal]);
}
