import { z } from 'zod';

const Tipo = z.enum(['staff', 'cliente']);

export const FilaUsuarioAdminDto = z.object({
  id: z.number(),
  username: z.string(),
  nombre: z.string(),
  email: z.string(),
  tipo: Tipo,
  activo: z.boolean(),
  sucursal: z.string().nullable(),
  ultimoIngreso: z.date().nullable(),
  grupos: z.array(z.string()),
  clientes: z.array(z.string()),
});
export const ListaUsuariosDto = z.object({ usuarios: z.array(FilaUsuarioAdminDto), limite: z.number() });

/** A flag the user holds and the groups that give it (Administración › Usuarios: "permisos efectivos"). */
export const PermisoEfectivoDto = z.object({
  codigo: z.string(),
  descripcion: z.string(),
  area: z.string(),
  grupos: z.array(z.string()),
});

export const UsuarioAdminDto = z.object({
  id: z.number(),
  version: z.number(),
  tipo: Tipo,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  activo: z.boolean(),
  sucursalId: z.number().nullable(),
  grupos: z.array(z.object({ id: z.number(), nombre: z.string() })),
  clientes: z.array(z.object({ id: z.number(), nombre: z.string() })),
  ultimoIngreso: z.date().nullable(),
  /** The newest password link: when it expires and whether it was used (null: never sent). */
  enlace: z.object({ expiraEn: z.date(), usadoEn: z.date().nullable() }).nullable(),
  tieneContrasena: z.boolean(),
  permisos: z.array(PermisoEfectivoDto),
});

export const OpcionesUsuarioDto = z.object({
  grupos: z.array(z.object({ id: z.number(), nombre: z.string(), portal: Tipo })),
  sucursales: z.array(z.object({ id: z.number(), nombre: z.string() })),
});

export const UsuarioGuardadoDto = z.object({ id: z.number(), mensaje: z.string() });
