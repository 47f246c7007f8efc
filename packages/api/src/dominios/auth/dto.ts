import { z } from 'zod';
import type { UsuarioSesion } from '../../nucleo/context';
import { veTodosLosClientes } from '../../nucleo/sql/alcance';

/** What `auth.me` and `auth.login` answer: the user, groups, flags and allowed clients. */
export const UsuarioDto = z.object({
  id: z.number(),
  username: z.string(),
  nombreCompleto: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  esStaffCliente: z.boolean(),
  esSuperusuario: z.boolean(),
  grupos: z.array(z.string()),
  permisos: z.array(z.string()),
  clientes: z.array(z.object({ id: z.number(), nombre: z.string() })),
  todosLosClientes: z.boolean(),
});
export type UsuarioDto = z.infer<typeof UsuarioDto>;

export function aUsuarioDto(u: UsuarioSesion): UsuarioDto {
  return {
    id: u.id,
    username: u.username,
    nombreCompleto: u.nombreCompleto,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    esStaffCliente: u.esStaffCliente,
    esSuperusuario: u.esSuperusuario,
    grupos: u.grupos,
    permisos: u.permisos,
    clientes: u.clientes,
    todosLosClientes: veTodosLosClientes(u.alcance),
  };
}

/** Logout always answers ok (the session is gone either way). */
export const SalidaDto = z.object({ ok: z.literal(true) });

/** The signed-in user and the portal their session belongs to. */
export const SesionDto = z.object({ usuario: UsuarioDto, portal: z.enum(['staff', 'cliente']) });
