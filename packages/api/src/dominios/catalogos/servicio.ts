import type { EntityManager } from '@mikro-orm/postgresql';
import { Ciudad, Cliente, Sucursal } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { exigirCliente, filtroCliente } from '../../nucleo/sql/alcance';

const LIMITE_TYPEAHEAD = 20;

function patron(texto: string): string {
  return `%${texto.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Active cities whose name contains the text, accents and case ignored (trigram index); an inactive one is no longer offered. */
export async function buscarCiudades(em: EntityManager, texto: string) {
  const filas = await em.getConnection().execute<{ id: number; nombre: string; departamento: string }[]>(
    `select id, nombre, departamento from ciudad where activo and immutable_unaccent(lower(nombre)) like immutable_unaccent(lower(?))
     order by es_capital desc, nombre limit ${LIMITE_TYPEAHEAD}`,
    [patron(texto)],
  );
  return filas;
}

export async function listarSucursales(em: EntityManager) {
  const sucursales = await em.find(
    Sucursal,
    { activa: true },
    { orderBy: { nombre: 'asc' }, populate: ['ciudad'] },
  );
  return sucursales.map((s) => ({ id: s.id, nombre: s.nombre, ciudad: s.ciudad.nombre }));
}

/** Clients in the caller's scope whose name or document contains the text. */
export async function buscarClientes(em: EntityManager, alcance: AlcanceClientes, texto: string) {
  const clientes = await em.find(
    Cliente,
    {
      $and: [filtroCliente(alcance, 'id')],
      activo: true,
      $or: [{ nombre: { $ilike: patron(texto) } }, { numeroDocumento: { $like: patron(texto) } }],
    },
    { orderBy: { nombre: 'asc' }, limit: LIMITE_TYPEAHEAD },
  );
  return clientes.map(aClienteDto);
}

export async function obtenerCliente(em: EntityManager, alcance: AlcanceClientes, id: number) {
  exigirCliente(alcance, id);
  const cliente = await em.findOne(Cliente, { $and: [{ id }, filtroCliente(alcance, 'id')] });
  exigirCliente(alcance, cliente?.id);
  return aClienteDto(cliente as Cliente);
}

function aClienteDto(c: Cliente) {
  return { id: c.id, nombre: c.nombre, tipoDocumento: c.tipoDocumento, numeroDocumento: c.numeroDocumento };
}

export async function ciudadExiste(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(Ciudad, { id })) > 0;
}
