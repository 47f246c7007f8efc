/** Catalogues of the appointment screens: status lists, referrals, active requirements, people in charge, branches. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { EstadoCita, ReferenciaCita, Requisito, Sucursal, Usuario } from '@talento/db';
import { ordenarEncargadosCita } from '@talento/rules';
import { exigirCliente } from '../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../nucleo/context';
import type { CatalogosCitaDto } from '../dto';
import { encargadosCita } from './encargados';
import { nombreUsuario } from './nombres';

/**
 * With `clienteId` (the client chosen on the form, or the appointment's on the detail) the people in charge are only
 * those who can see that client; a client outside the caller's scope is NOT_FOUND, as everywhere else.
 */
export async function catalogosCita(
  em: EntityManager,
  usuario: UsuarioSesion,
  clienteId?: number,
): Promise<CatalogosCitaDto> {
  if (clienteId !== undefined) exigirCliente(usuario.alcance, clienteId);
  const [estados, referencias, requisitos, usuarios, sucursales, yo] = await Promise.all([
    em.fork().find(EstadoCita, { activo: true }, { orderBy: { id: 'asc' } }),
    em.fork().find(ReferenciaCita, { activo: true }, { orderBy: { id: 'asc' } }),
    em.fork().find(Requisito, { estado: true }, { orderBy: { nombre: 'asc' } }),
    encargadosCita(em.fork(), clienteId ?? null),
    em.fork().find(Sucursal, { activa: true }, { orderBy: { nombre: 'asc' } }),
    em.fork().findOne(Usuario, usuario.id),
  ]);
  const miSucursal = yo?.sucursal?.id ?? null;
  const estado = (e: EstadoCita) => ({ id: e.id, nombre: e.nombre, codigo: e.codigo ?? null });
  // The user's branch first (spec 03 §7 "GET branch users"), then everyone else; the detail reorders by the appointment's.
  const encargados = ordenarEncargadosCita(
    usuarios.map((u) => ({ id: u.id, nombre: nombreUsuario(u), sucursalId: u.sucursal?.id ?? null })),
    miSucursal,
  );
  return {
    estados1: estados.filter((e) => e.flag === 0).map(estado),
    estados2: estados.filter((e) => e.flag === 1).map(estado),
    referencias: referencias.map((r) => ({ id: r.id, nombre: r.nombre })),
    requisitos: requisitos.map((r) => ({ id: r.id, nombre: r.nombre })),
    encargados,
    sucursales: sucursales.map((s) => ({ id: s.id, nombre: s.nombre })),
    sucursalUsuarioId: miSucursal,
  };
}
