import type { EntityManager } from '@mikro-orm/postgresql';
import { CODIGOS_PERMISO, GRUPOS_PORTAL_CLIENTE, PERMISOS, PERMISOS_POR_GRUPO } from '@talento/rules';
import {
  Ciudad,
  Cliente,
  ConfiguracionPedidos,
  Grupo,
  ImplementacionPruebas,
  Permiso,
  Sucursal,
  ValorAnual,
} from '../../entities';
import { seedAvisoPrivacidad } from '../referencia/aviso-privacidad';
import { seedCatalogosReferencia } from '../referencia/catalogos';
import { CIUDADES, CLIENTES, IMPLEMENTACIONES_PRUEBAS, SUCURSALES } from './datos-ciudades';

/**
 * Reference data every installation needs: permissions, groups, cities, config, catalogues, the privacy notice's first
 * version. Idempotent; run at every start, so it only adds what is missing and never changes what an administrator
 * edited.
 */
export async function seedReferencia(em: EntityManager): Promise<void> {
  const existentes = new Map((await em.find(Permiso, {})).map((p) => [p.codigo, p]));
  for (const codigo of CODIGOS_PERMISO) {
    if (!existentes.has(codigo))
      existentes.set(codigo, em.create(Permiso, { codigo, descripcion: PERMISOS[codigo] }));
  }
  // A missing group gets its default flags; an existing one is left as the agency set it (Administración › Grupos).
  for (const [nombre, flags] of Object.entries(PERMISOS_POR_GRUPO)) {
    if (await em.findOne(Grupo, { nombre })) continue;
    const grupo = em.create(Grupo, {
      nombre,
      portal: GRUPOS_PORTAL_CLIENTE.includes(nombre) ? 'cliente' : 'staff',
    });
    grupo.permisos.set(flags.map((f) => existentes.get(f)).filter((p): p is Permiso => p !== undefined));
  }
  if ((await em.count(Ciudad, {})) === 0) {
    for (const c of CIUDADES)
      em.create(Ciudad, {
        codigoDane: c.dane,
        nombre: c.nombre,
        departamento: c.departamento,
        esCapital: c.capital,
      });
  }
  if ((await em.count(ValorAnual, {})) === 0) {
    // 2026 values in force from 01/01/2026: SMMLV $1.750.905 and transport aid $249.095 (decree values used as
    // defaults); later years are entered in Administración › Valores anuales.
    em.create(ValorAnual, { vigenteDesde: '2026-01-01', smmlv: 1750905, auxilioTransporte: 249095 });
  }
  if ((await em.count(ConfiguracionPedidos, {})) === 0) em.create(ConfiguracionPedidos, { id: 1 });
  await em.flush();
  // The spec's catalogues (order types, requirement types, appointment statuses with their fixed ids…).
  await seedCatalogosReferencia(em);
  // Version 1 of the privacy notice while none is published (authorisation links need one).
  await seedAvisoPrivacidad(em);
}

/** Demo branches and the ten demo clients. */
export async function seedEmpresa(em: EntityManager): Promise<void> {
  const ciudades = new Map((await em.find(Ciudad, {})).map((c) => [c.codigoDane, c]));
  for (const s of SUCURSALES) {
    const ciudad = ciudades.get(s.dane);
    if (ciudad && !(await em.findOne(Sucursal, { nombre: s.nombre })))
      em.create(Sucursal, { nombre: s.nombre, ciudad, direccion: s.direccion });
  }
  for (const c of CLIENTES) {
    if (await em.findOne(Cliente, { numeroDocumento: c.documento })) continue;
    em.create(Cliente, {
      nombre: c.nombre,
      tipoDocumento: c.tipo,
      numeroDocumento: c.documento,
      manejaStock: c.stock ?? false,
      fechaManejaStock: c.stock ? new Date() : null,
      implementacionPruebas: c.pruebas ?? false,
    });
  }
  await em.flush();
  for (const i of IMPLEMENTACIONES_PRUEBAS) {
    const cliente = await em.findOneOrFail(Cliente, { numeroDocumento: i.cliente });
    const ciudad = ciudades.get(i.dane);
    if (ciudad && !(await em.count(ImplementacionPruebas, { cliente, ciudad, usuario: null })))
      em.create(ImplementacionPruebas, { cliente, ciudad, usuario: null });
  }
  await em.flush();
}
