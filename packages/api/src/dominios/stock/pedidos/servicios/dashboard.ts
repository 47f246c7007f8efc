import type { EntityManager } from '@mikro-orm/postgresql';
import { CatalogoItem, Pedido } from '@talento/db';
import {
  diasRestantes,
  diasTranscurridos,
  ESTADOS_PEDIDO_CERRADOS,
  type AlcanceClientes,
} from '@talento/rules';
import { exigirCliente, filtroCliente } from '../../../../nucleo/sql/alcance';
import { autoriaStock } from './autoria';

export interface FiltrosDashboardStock {
  vista: 'vigentes' | 'cerrados';
  clienteId?: number | undefined;
  ciudadId?: number | undefined;
  perfilId?: number | undefined;
}

/** Most recent stock orders per view; the filters narrow further (the page says when the limit is reached). */
export const LIMITE_DASHBOARD_STOCK = 200;

/**
 * `pedidosStock.dashboard`: stock orders (parents; their child city lines are summed in) of the user's
 * clients, current (some line not 0/5) or cancelled/finished (every line 0/5), newest first. Scope and filters are in the query.
 */
export async function dashboardStock(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: FiltrosDashboardStock,
  ahora = new Date(),
) {
  const cerrados = [...ESTADOS_PEDIDO_CERRADOS];
  const condiciones: Record<string, unknown>[] = [
    filtroCliente(alcance),
    { esStock: true, esHijo: false },
    // Each city line lives its own lifecycle: the order is current while any line is open, and moves to the
    // cancelled/finished view when the last one closes.
    f.vista === 'cerrados'
      ? { estadoPedido: { $in: cerrados }, pedidosHijos: { $none: { estadoPedido: { $nin: cerrados } } } }
      : {
          $or: [
            { estadoPedido: { $nin: cerrados } },
            { pedidosHijos: { $some: { estadoPedido: { $nin: cerrados } } } },
          ],
        },
  ];
  if (f.clienteId !== undefined) {
    // A client outside the scope is NOT_FOUND, like every other record (ids cannot be probed).
    exigirCliente(alcance, f.clienteId);
    condiciones.push({ cliente: f.clienteId });
  }
  if (f.perfilId !== undefined) condiciones.push({ perfilSeleccion: f.perfilId });
  if (f.ciudadId !== undefined)
    condiciones.push({ $or: [{ ciudad: f.ciudadId }, { pedidosHijos: { ciudad: f.ciudadId } }] });
  const pedidos = await em.find(
    Pedido,
    { $and: condiciones },
    {
      populate: [
        'cliente',
        'ciudad',
        'sucursal',
        'perfilSeleccion',
        'createdBy',
        'pedidosHijos',
        'pedidosHijos.ciudad',
      ],
      orderBy: { fechaSolicitud: 'desc', id: 'desc' },
      limit: LIMITE_DASHBOARD_STOCK + 1,
    },
  );
  // The order type by its name, as the ordinary cards show it (orders store the catalogue's code).
  const tipos = new Map(
    (await em.find(CatalogoItem, { categoria: 'TIPO_PEDIDO' })).map((t) => [t.codigo, t.nombre]),
  );
  const filas = pedidos.slice(0, LIMITE_DASHBOARD_STOCK).map((p) => {
    const lineas = [p, ...p.pedidosHijos.getItems()].filter((l) => l.ciudad);
    const suma = (campo: 'vacantes' | 'numeroCandidatosPreseleccion' | 'numeroCandidatosSeleccion') =>
      lineas.reduce((s, l) => s + l[campo], 0);
    return {
      id: p.id,
      estado: p.estadoPedido,
      esDestacado: p.esDestacado,
      cliente: { id: p.cliente.id, nombre: p.cliente.nombre },
      perfil: p.perfilSeleccion.nombreCargoPerfil,
      nombreCargo: p.nombreCargo,
      ciudades: lineas.map((l) => l.ciudad?.nombre ?? ''),
      vacantes: suma('vacantes'),
      preseleccionados: suma('numeroCandidatosPreseleccion'),
      seleccionados: suma('numeroCandidatosSeleccion'),
      salario: p.salario ?? null,
      fechaSolicitud: p.fechaSolicitud,
      fechaAprobacion: p.fechaAprobacion ?? null,
      ...datosDeTarjeta(p, tipos, ahora),
      ...autoriaStock(p),
    };
  });
  return { filas, hayMas: pedidos.length > LIMITE_DASHBOARD_STOCK };
}

/**
 * What an ordinary order card shows besides the stock row (TarjetaPedido's fields: branch, entry date, order type,
 * tests, search days elapsed and remaining from the approval, or the request while not approved), by the same rules.
 */
function datosDeTarjeta(p: Pedido, tipos: Map<string, string>, ahora: Date) {
  const diasBusqueda = p.perfilSeleccion.tiempoDiasBusqueda ?? 0;
  const inicio = p.fechaAprobacion ?? p.fechaSolicitud;
  return {
    sucursal: p.sucursal?.nombre ?? null,
    fechaIngreso: p.fechaIngreso ?? null,
    tipoPedido: p.tipoPedido ? (tipos.get(p.tipoPedido) ?? p.tipoPedido) : null,
    diasBusqueda,
    diasTranscurridos: diasTranscurridos(inicio, ahora),
    diasRestantes: diasRestantes(inicio, ahora, diasBusqueda),
    pruebaFac: p.pruebaFac,
    pruebaDetac: p.pruebaDetac,
    pruebaComp: p.pruebaComp,
    pruebaIdisc: p.pruebaIdisc,
    pruebaValores: p.pruebaValores,
    pruebaEntrevistas: p.pruebaEntrevistas,
  };
}
