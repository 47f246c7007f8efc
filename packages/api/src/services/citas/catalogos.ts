/** Catalogues of the appointment screens: status lists, referrals, active requirements, people in charge, branches. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { EstadoCita, ReferenciaCita, Requisito, Sucursal, Usuario } from '@talento/db';
import type { CatalogosCitaDto } from '../../routers/citas/dto';
import { nombreUsuario } from './nombres';

export async function catalogosCita(em: EntityManager, usuarioId: number): Promise<CatalogosCitaDto> {
  const [estados, referencias, requisitos, usuarios, sucursales, yo] = await Promise.all([
    em.fork().find(EstadoCita, { activo: true }, { orderBy: { id: 'asc' } }),
    em.fork().find(ReferenciaCita, { activo: true }, { orderBy: { id: 'asc' } }),
    em.fork().find(Requisito, { estado: true }, { orderBy: { nombre: 'asc' } }),
    em.fork().find(Usuario, { activo: true, esStaffCliente: false }, { orderBy: { firstName: 'asc', lastName: 'asc' } }),
    em.fork().find(Sucursal, { activa: true }, { orderBy: { nombre: 'asc' } }),
    em.fork().findOne(Usuario, usuarioId),
  ]);
  const miSucursal = yo?.sucursal?.id ?? null;
  const estado = (e: EstadoCita) => ({ id: e.id, nombre: e.nombre, codigo: e.codigo ?? null });
  const encargados = usuarios
    .map((u) => ({ id: u.id, nombre: nombreUsuario(u), sucursalId: u.sucursal?.id ?? null }))
    // The user's branch first (spec 03 §7 "GET branch users"), then everyone else.
    .sort((a, b) => Number(b.sucursalId === miSucursal) - Number(a.sucursalId === miSucursal));
  return {
    estados1: estados.filter((e) => e.flag === 0).map(estado),
    estados2: estados.filter((e) => e.flag === 1).map(estado),
    referencias: referencias.map((r) => ({ id: r.id, nombre: r.nombre })),
    requisitos: requisitos.map((r) => ({ id: r.id, nombre: r.nombre })),
    encargados,
    sucursales: sucursales.map((s) => ({ id: s.id, nombre: s.nombre })),
  };
}
