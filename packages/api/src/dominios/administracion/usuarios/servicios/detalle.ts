import type { EntityManager } from '@mikro-orm/postgresql';
import { EnlaceContrasena, Grupo, Sucursal, Usuario } from '@talento/db';
import { AREA_DE_PERMISO, esPermiso, PERMISOS } from '@talento/rules';
import type { z } from 'zod';
import { noEncontrado } from '../../../../nucleo/errors';
import type { OpcionesUsuarioDto, PermisoEfectivoDto, UsuarioAdminDto } from '../dto';

/** Each flag the user holds and which of their groups give it ("why"), in the order of the flag catalogue. */
async function permisosEfectivos(
  em: EntityManager,
  usuarioId: number,
): Promise<z.infer<typeof PermisoEfectivoDto>[]> {
  const filas = await em.execute<{ codigo: string; descripcion: string; grupos: string[] }[]>(
    `select p.codigo, p.descripcion, array_agg(g.nombre order by g.nombre) as grupos
       from usuario_grupo ug join grupo g on g.id = ug.grupo_id
       join grupo_permiso gp on gp.grupo_id = g.id join permiso p on p.id = gp.permiso_id
      where ug.usuario_id = ? group by p.codigo, p.descripcion`,
    [usuarioId],
  );
  const orden = Object.keys(PERMISOS);
  return filas
    .map((f) => ({
      codigo: f.codigo,
      descripcion: esPermiso(f.codigo) ? PERMISOS[f.codigo] : f.descripcion,
      area: esPermiso(f.codigo) ? AREA_DE_PERMISO[f.codigo] : 'Otros',
      grupos: f.grupos,
    }))
    .sort((a, b) => orden.indexOf(a.codigo) - orden.indexOf(b.codigo));
}

/** One user for the edit form: data, groups, clients, newest password link and effective flags. */
export async function detalleUsuario(
  em: EntityManager,
  id: number,
): Promise<z.infer<typeof UsuarioAdminDto>> {
  const u = await em.findOne(Usuario, { id }, { populate: ['grupos', 'clientes', 'passwordHash'] });
  if (!u) throw noEncontrado();
  const enlace = await em.findOne(EnlaceContrasena, { usuario: id }, { orderBy: { id: 'desc' } });
  return {
    id: u.id,
    version: u.version,
    tipo: u.esStaffCliente ? 'cliente' : 'staff',
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    activo: u.activo,
    sucursalId: u.sucursal?.id ?? null,
    grupos: u.grupos
      .getItems()
      .map((g) => ({ id: g.id, nombre: g.nombre }))
      .sort((a, b) => a.nombre.localeCompare(b.nombre)),
    clientes: u.clientes
      .getItems()
      .map((c) => ({ id: c.id, nombre: c.nombre }))
      .sort((a, b) => a.nombre.localeCompare(b.nombre)),
    ultimoIngreso: u.ultimoIngreso ?? null,
    enlace: enlace ? { expiraEn: enlace.expiraEn, usadoEn: enlace.usadoEn ?? null } : null,
    tieneContrasena: u.passwordHash !== '',
    permisos: await permisosEfectivos(em, id),
  };
}

/** What the form offers: every group with its portal, the active branches. */
export async function opcionesUsuario(em: EntityManager): Promise<z.infer<typeof OpcionesUsuarioDto>> {
  const [grupos, sucursales] = await Promise.all([
    em.find(Grupo, {}, { orderBy: { nombre: 'asc' } }),
    em.find(Sucursal, { activa: true }, { orderBy: { nombre: 'asc' } }),
  ]);
  return {
    grupos: grupos.map((g) => ({
      id: g.id,
      nombre: g.nombre,
      portal: g.portal === 'cliente' ? ('cliente' as const) : ('staff' as const),
    })),
    sucursales: sucursales.map((s) => ({ id: s.id, nombre: s.nombre })),
  };
}
