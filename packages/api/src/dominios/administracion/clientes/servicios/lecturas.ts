/** Administración › Clientes: the list (name or document, active filter, pages) and one client for the form. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cliente, ClienteContacto, Pedido } from '@talento/db';
import {
  type AlcanceClientes,
  documentoParaEditar,
  ESTADOS_PEDIDO_VIGENTES_CLIENTE,
  formatoDocumentoCliente,
  TAMANO_PAGINA_CLIENTES_ADMIN,
  type EntradaListarClientesAdmin,
} from '@talento/rules';
import type { z } from 'zod';
import { exigirCliente, filtroCliente } from '../../../../nucleo/sql/alcance';
import { noEncontrado } from '../../../../nucleo/errors';
import { escaparLike } from '../../../fac';
import type { ClienteAdmin } from '../dto';

/** Spanish alphabetical order for contact names, whatever the database's collation is. */
const ordenEspanol = new Intl.Collator('es-CO', { sensitivity: 'base' });

type FiltroClientes = Omit<z.output<typeof EntradaListarClientesAdmin>, 'pagina'>;

/** The clients of the user's scope (in the query), by name; `texto` matches the name or the document's digits. */
async function buscarClientesAdmin(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: FiltroClientes,
  pagina: { limit: number; offset: number },
) {
  const texto = f.texto?.trim() ?? '';
  // "800.197.268-4" finds the NIT 800197268: the document is stored as digits, without the DV.
  const digitos = texto.replace(/[.\s]/g, '').replace(/-\d?$/, '');
  const buscar = texto
    ? {
        $or: [
          { nombre: { $ilike: `%${escaparLike(texto)}%` } },
          ...(/^\d+$/.test(digitos) ? [{ numeroDocumento: { $like: `%${escaparLike(digitos)}%` } }] : []),
        ],
      }
    : {};
  const [filas, total] = await em.findAndCount(
    Cliente,
    { $and: [filtroCliente(alcance, 'id'), f.activo === undefined ? {} : { activo: f.activo }, buscar] },
    { populate: ['ciudad'], orderBy: { nombre: 'asc', id: 'asc' }, ...pagina },
  );
  return {
    total,
    filas: filas.map((c) => ({
      id: c.id,
      tipoDocumento: c.tipoDocumento,
      documento: formatoDocumentoCliente(c.numeroDocumento, c.digitoVerificacion ?? null),
      nombre: c.nombre,
      ciudad: c.ciudad?.nombre ?? null,
      manejaStock: c.manejaStock,
      implementacionPruebas: c.implementacionPruebas,
      activo: c.activo,
    })),
  };
}

/** A page of the list. */
export async function listarClientesAdmin(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: z.output<typeof EntradaListarClientesAdmin>,
) {
  const { total, filas } = await buscarClientesAdmin(em, alcance, f, {
    limit: TAMANO_PAGINA_CLIENTES_ADMIN,
    offset: (f.pagina - 1) * TAMANO_PAGINA_CLIENTES_ADMIN,
  });
  return {
    total,
    pagina: f.pagina,
    paginas: Math.max(1, Math.ceil(total / TAMANO_PAGINA_CLIENTES_ADMIN)),
    filas,
  };
}

/** Current orders of a client (stages 1–4 and multi-city parents; child city lines are not counted). */
export function contarPedidosVigentes(em: EntityManager, clienteId: number): Promise<number> {
  return em.count(Pedido, {
    cliente: clienteId,
    esHijo: false,
    estadoPedido: { $in: [...ESTADOS_PEDIDO_VIGENTES_CLIENTE] },
  });
}

/** A client of the user's scope with its branches, contacts and current orders; NOT_FOUND outside the scope. */
export async function detalleClienteAdmin(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
): Promise<ClienteAdmin> {
  exigirCliente(alcance, id);
  const c = await em.findOne(
    Cliente,
    { $and: [{ id }, filtroCliente(alcance, 'id')] },
    { populate: ['ciudad', 'sucursales', 'usuarioManejaStock'], refresh: true },
  );
  if (!c) throw noEncontrado();
  const contactos = await em.find(
    ClienteContacto,
    { cliente: id },
    { orderBy: { id: 'asc' }, refresh: true },
  );
  const dv = c.digitoVerificacion ?? null;
  return {
    id: c.id,
    version: c.version,
    tipoDocumento: c.tipoDocumento,
    numeroDocumento: c.numeroDocumento,
    digitoVerificacion: dv,
    documento: formatoDocumentoCliente(c.numeroDocumento, dv),
    documentoEditable: documentoParaEditar(c.numeroDocumento, dv),
    nombre: c.nombre,
    ciudad: c.ciudad
      ? { id: c.ciudad.id, nombre: c.ciudad.nombre, departamento: c.ciudad.departamento }
      : null,
    sucursales: c.sucursales
      .getItems()
      .map((s) => ({ id: s.id, nombre: s.nombre, activa: s.activa }))
      .sort((a, b) => ordenEspanol.compare(a.nombre, b.nombre)),
    contactos: contactos
      .sort((a, b) => ordenEspanol.compare(a.nombre, b.nombre) || a.id - b.id)
      .map((k) => ({ id: k.id, nombre: k.nombre, correo: k.correo, enviar: k.enviar, activo: k.activo })),
    implementacionPruebas: c.implementacionPruebas,
    manejaStock: c.manejaStock,
    fechaManejaStock: c.fechaManejaStock ?? null,
    usuarioManejaStock: c.usuarioManejaStock?.username ?? null,
    permiteAgregarExplicito: c.permiteAgregarExplicito,
    activo: c.activo,
    pedidosVigentes: await contarPedidosVigentes(em, c.id),
  };
}
