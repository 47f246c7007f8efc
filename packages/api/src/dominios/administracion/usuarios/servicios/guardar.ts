import type { EntityManager } from '@mikro-orm/postgresql';
import { Usuario } from '@talento/db';
import { type EntradaGuardarUsuario, MENSAJES_ADMIN_USUARIOS as M } from '@talento/rules';
import type { z } from 'zod';
import type { ContextInner } from '../../../../nucleo/context';
import { auditarCambio } from '../../../../nucleo/auditoria';
import { AppError, conflicto, errorDeCampos, noEncontrado } from '../../../../nucleo/errors';
import { camposDuplicadosUsuario } from '../../../../nucleo/sesion/unicidad';
import { enviarEnlaceContrasena } from './correo-enlace';
import { instantaneaUsuario } from './instantanea';
import {
  clientesParaUsuario,
  exigirConservaAdministracion,
  gruposParaUsuario,
  sucursalParaUsuario,
} from './reglas';

type Entrada = z.output<typeof EntradaGuardarUsuario>;
type Ctx = Pick<ContextInner, 'em' | 'sesion' | 'ip' | 'now'> & {
  sesion: NonNullable<ContextInner['sesion']>;
};

/** Loads a user for a change, locked, at the version the administrator's form had (else CONFLICT). */
export async function cargarUsuarioParaCambiar(
  tx: EntityManager,
  id: number,
  version: number | undefined,
): Promise<Usuario> {
  await tx.execute('select id from usuario where id = ? for update', [id]);
  const u = await tx.findOne(
    Usuario,
    { id },
    { populate: ['grupos', 'clientes', 'sucursal'], refresh: true },
  );
  if (!u) throw noEncontrado();
  if (version !== undefined && u.version !== version) throw conflicto();
  return u;
}

/**
 * Creates or edits a user in one transaction with its audit row. A new user has no password: they get an e-mail with
 * a link to set their own (outbox). The portal of a user never changes; an administrator editing themself keeps
 * admin_usuarios and admin_grupos. Changes reach the person's sessions on their next request (NOTIFY).
 */
export async function guardarUsuario(ctx: Ctx, e: Entrada): Promise<{ id: number; mensaje: string }> {
  const ahora = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const existente = e.id ? await cargarUsuarioParaCambiar(tx, e.id, e.version) : null;
    if (existente && (existente.esStaffCliente ? 'cliente' : 'staff') !== e.tipo)
      throw new AppError('BAD_REQUEST', M.tipoNoCambia);
    const duplicados = await camposDuplicadosUsuario(tx, e, existente?.id);
    if (Object.keys(duplicados).length) throw errorDeCampos(duplicados);
    const grupos = await gruposParaUsuario(tx, e.tipo, e.grupos);
    const actuales = existente ? existente.clientes.getItems().map((c) => c.id) : [];
    const clientes = await clientesParaUsuario(tx, e.tipo, e.clientes, actuales);
    const sucursal = await sucursalParaUsuario(tx, e.sucursalId, existente?.sucursal?.id ?? null);
    if (existente?.id === ctx.sesion.usuario.id)
      await exigirConservaAdministracion(
        tx,
        grupos.map((g) => g.id),
      );

    const antes = existente ? instantaneaUsuario(existente) : null;
    const u =
      existente ??
      tx.create(Usuario, {
        username: e.username,
        passwordHash: '',
        esStaffCliente: e.tipo === 'cliente',
        activo: true,
        createdAt: ahora,
      });
    u.username = e.username;
    u.firstName = e.firstName;
    u.lastName = e.lastName;
    u.email = e.email;
    u.sucursal = sucursal;
    u.grupos.set(grupos);
    u.clientes.set(clientes);
    if (existente) u.version += 1;
    await tx.flush();
    if (!existente) await enviarEnlaceContrasena(tx, u, 'invitacion', ctx.sesion.usuario.id, ahora);
    auditarCambio(tx, ctx, {
      accion: existente ? 'usuario.editar' : 'usuario.crear',
      recurso: 'usuario',
      recursoId: u.id,
      antes,
      despues: instantaneaUsuario(u),
    });
    await tx.flush();
    return { id: u.id, mensaje: existente ? M.guardado : M.creado(u.email) };
  });
}
