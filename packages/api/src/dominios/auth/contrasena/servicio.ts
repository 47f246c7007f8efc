import type { EntityManager } from '@mikro-orm/postgresql';
import { Grupo, Sesion, Usuario } from '@talento/db';
import {
  GRUPO_ADMINISTRADORES,
  GRUPO_STAFF,
  MENSAJES_ADMIN_USUARIOS as M,
  type EntradaConfiguracionInicial,
  type EntradaEstablecerContrasena,
} from '@talento/rules';
import type { ContextInner } from '../../../nucleo/context';
import { auditarCambio } from '../../../nucleo/auditoria';
import { AppError, errorDeCampos } from '../../../nucleo/errors';
import { contarAdministradoresActivos } from '../../../nucleo/sesion/administradores';
import { enlaceVigente } from '../../../nucleo/sesion/enlaces';
import { debilidadContrasena } from '../../../nucleo/sesion/fortaleza';
import { hashPassword } from '../../../nucleo/sesion/password';
import { camposDuplicadosUsuario } from '../../../nucleo/sesion/unicidad';

const invalido = () => new AppError('NOT_FOUND', M.enlaceInvalido);

/** Whose link it is, for the page's greeting; NOT_FOUND with one message for every link that does not work. */
export async function verEnlace(em: EntityManager, token: string, ahora: Date) {
  const enlace = await enlaceVigente(em, token, 'usuario', ahora);
  const u = enlace?.usuario;
  if (!u) throw invalido();
  return {
    username: u.username,
    nombre: `${u.firstName} ${u.lastName}`.trim() || u.username,
    portal: u.esStaffCliente ? ('cliente' as const) : ('staff' as const),
  };
}

/** Refuses a weak password under its field, with the library's hint in Spanish. */
function exigirFortaleza(contrasena: string, propios: string[]): void {
  const debilidad = debilidadContrasena(contrasena, propios);
  if (debilidad) throw errorDeCampos({ contrasena: debilidad });
}

/**
 * Sets the password of the link's user, in one transaction with the link locked: the link is used up, the user's
 * other sessions end (a new password closes the old doors) and the audit keeps it, with the person as actor.
 */
export async function establecerContrasena(ctx: ContextInner, entrada: EntradaEstablecerContrasena) {
  const ahora = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const enlace = await enlaceVigente(tx, entrada.token, 'usuario', ahora, { bloquear: true });
    const u = enlace?.usuario;
    if (!enlace || !u) throw invalido();
    exigirFortaleza(entrada.contrasena, [u.username, u.firstName, u.lastName, u.email]);
    const passwordHash = await hashPassword(entrada.contrasena);
    await tx.nativeUpdate(Usuario, { id: u.id }, { passwordHash });
    enlace.usadoEn = ahora;
    await tx.nativeDelete(Sesion, { usuario: u.id });
    auditarCambio(tx, ctx, {
      accion: 'contrasena.establecer',
      recurso: 'usuario',
      recursoId: u.id,
      despues: { enlace: enlace.proposito },
      actorId: u.id,
    });
    await tx.flush();
    return {
      mensaje: M.contrasenaDefinida,
      portal: u.esStaffCliente ? ('cliente' as const) : ('staff' as const),
    };
  });
}

/** The first-run page opens only with a working link and while no active administrator exists. */
export async function verConfiguracionInicial(em: EntityManager, token: string, ahora: Date) {
  const enlace = await enlaceVigente(em, token, 'configuracion_inicial', ahora);
  if (!enlace || (await contarAdministradoresActivos(em)) > 0) throw invalido();
  return { valido: true as const };
}

/**
 * Creates the first administrator (staff groups atrabajarstaff and Administradores, every client through the group's
 * add_todos_los_clientes) with the password typed on the page; the link is used up. One transaction: a duplicate or
 * weak password leaves the link working.
 */
export async function crearPrimerAdministrador(ctx: ContextInner, entrada: EntradaConfiguracionInicial) {
  const ahora = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const enlace = await enlaceVigente(tx, entrada.token, 'configuracion_inicial', ahora, { bloquear: true });
    if (!enlace || (await contarAdministradoresActivos(tx)) > 0) throw invalido();
    const campos = await camposDuplicadosUsuario(tx, entrada);
    if (Object.keys(campos).length) throw errorDeCampos(campos);
    exigirFortaleza(entrada.contrasena, [
      entrada.username,
      entrada.firstName,
      entrada.lastName,
      entrada.email,
    ]);
    const grupos = await tx.find(Grupo, { nombre: { $in: [GRUPO_STAFF, GRUPO_ADMINISTRADORES] } });
    if (grupos.length !== 2) throw new AppError('PRECONDITION_FAILED', M.grupoInexistente);
    const usuario = tx.create(Usuario, {
      username: entrada.username,
      passwordHash: await hashPassword(entrada.contrasena),
      firstName: entrada.firstName,
      lastName: entrada.lastName,
      email: entrada.email,
      activo: true,
      esStaffCliente: false,
      createdAt: ahora,
    });
    usuario.grupos.set(grupos);
    enlace.usadoEn = ahora;
    await tx.flush();
    auditarCambio(tx, ctx, {
      accion: 'usuario.configuracion_inicial',
      recurso: 'usuario',
      recursoId: usuario.id,
      despues: {
        username: usuario.username,
        email: usuario.email,
        grupos: [GRUPO_STAFF, GRUPO_ADMINISTRADORES],
      },
      actorId: usuario.id,
    });
    await tx.flush();
    return { mensaje: M.configuracionInicialHecha };
  });
}
