import type { MikroORM } from '@mikro-orm/postgresql';
import { aFechaIso, sumarDias, type OtroAuxilio } from '@talento/rules';
import type { Caller } from '../index';

/**
 * 1 Solicitud y validación (created; with several lines a multi-city parent, 111), 2 Preselección (approved, with
 * its FAC), 3 Selección (one candidate sent to the client, state 1), 4 Legalización (that candidate in
 * contracting, state 6), 5 Terminado (every vacancy filled by a candidate who showed up, then finished), 0 Cancelado
 * (approved, then cancelled by `jefe`).
 */
export type EstadoPedidoFabrica = 0 | 1 | 2 | 3 | 4 | 5;

export interface OpcionesPedido {
  /** Default 1. */
  estado?: EstadoPedidoFabrica;
  /** NIT/CC of the client (default Distribuidora La Sabana, a client of every scoped demo staff user). */
  cliente?: string;
  /** Define its filter-question group (FAC); an order past stage 1 always has one. */
  fac?: boolean;
  /** Vacancies of each city line (default 2; 1 for a finished order, whose vacancies are each filled). */
  vacantes?: number;
  /** City lines (default 1); two or more make a multi-city parent (111) with one child line (112) per extra line. */
  lineas?: number;
  /**
   * An order flagged es_stock, written as the demo seeder writes it right after `pedidos.crear` (an ordinary order's
   * shape). Tests of the stock form itself create theirs with `pedidosStock.crear` (dominios/stock/pedidos/crear.ts).
   */
  stock?: boolean;
  /** Other allowances of the order form (default none). */
  otrosAuxilios?: OtroAuxilio[];
  /** "Pedido urgente (destacado)" of the order form (default false). */
  urgente?: boolean;
}

export interface PedidoCreado {
  id: number;
  /** The order's version after the last move (what a screen would hold now). */
  version: number;
  estado: number;
  clienteId: number;
}

/** Distribuidora La Sabana S.A.S.: among the clients of the psychologist, the executive, the recruiter and `cliente`. */
export const CLIENTE_POR_DEFECTO = '900123456';

/** Defines the order's filter-question group (the first one suggested for its profile), as the FAC screen does; its new version. */
export async function definirFac(jefe: Caller, pedidoId: number): Promise<number> {
  const { pedido, sugeridos, bases } = await jefe.fac.sugeridosPedido({ pedidoId });
  const grupoId = sugeridos[0]?.id ?? bases[0]?.id;
  if (!grupoId)
    throw new Error(`Fábrica: no hay grupo de preguntas filtro para el perfil del pedido ${pedidoId}`);
  return (await jefe.fac.definirPedido({ pedidoId, version: pedido.version, modo: 'existente', grupoId }))
    .version;
}

/** A city where the profile has no current stock order (one current stock order per profile and city). */
async function ciudadSinStock(orm: MikroORM, perfilId: number): Promise<{ id: number } | undefined> {
  const [ciudad] = await orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(
      `select id from ciudad c where not exists (
       select 1 from pedido p where p.es_stock and p.estado_pedido not in (0, 5) and p.perfil_seleccion_id = ? and p.ciudad_id = c.id)
     order by id limit 1`,
      [perfilId],
    );
  return ciudad;
}

/**
 * A new order through the procedures, as the form and the detail screen create it (as `jefe`): `pedidos.crear`
 * with the client's first approved profile, then `pedidos.aprobar` and `fac.definirPedido` (the first suggested
 * group) as asked. Stages 3, 4, 5 and the cancellation are reached by `llevarAEtapa` (they need candidates).
 */
export async function crearPedidoAprobado(
  orm: MikroORM,
  jefe: Caller,
  opciones: OpcionesPedido = {},
): Promise<PedidoCreado> {
  const pedida = opciones.estado ?? 1;
  // Every stage past 1 (and a cancelled order, cancelled once approved) starts as an approved order.
  const estado = pedida === 1 ? 1 : 2;
  const conFac = opciones.fac ?? estado >= 2;
  const documento = opciones.cliente ?? CLIENTE_POR_DEFECTO;
  const [cliente] = await orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>('select id from cliente where numero_documento = ?', [documento]);
  if (!cliente) throw new Error(`Fábrica: no existe el cliente ${documento}`);
  const [perfil] = await jefe.pedidos.perfilesAprobados({ clienteId: cliente.id });
  if (!perfil) throw new Error(`Fábrica: el cliente ${documento} no tiene perfiles aprobados`);
  const configuracion = await jefe.pedidos.configuracionFormulario();
  const ciudad = opciones.stock
    ? await ciudadSinStock(orm, perfil.id)
    : (await jefe.catalogos.ciudades({ texto: 'Bogotá' }))[0];
  const sucursal = configuracion.sucursales[0];
  const tipo = configuracion.tiposPedido.find((t) => t.codigo === 'NUEVO') ?? configuracion.tiposPedido[0];
  if (!ciudad || !sucursal || !tipo) throw new Error('Fábrica: faltan catálogos del formulario de pedido');
  const linea = {
    ciudadId: ciudad.id,
    vacantes: opciones.vacantes ?? (pedida === 5 ? 1 : 2),
    centroCosto: 'CC-FABRICA',
    direccionPresentarse: 'Calle 10 # 20-30',
    personaAutorizaIngreso: 'Marta Gómez',
  };
  const { id } = await jefe.pedidos.crear({
    clienteId: cliente.id,
    perfilId: perfil.id,
    lineas: Array.from({ length: opciones.lineas ?? 1 }, () => linea),
    sucursalId: sucursal.id,
    nombreCargo: `${perfil.nombreCargoPerfil} (fábrica)`,
    descripcion: 'Pedido creado por una fábrica de datos de pruebas',
    salario: Math.max(perfil.salario, configuracion.smmlv),
    jornadaLaboral: 2,
    horarioInicio: '07:00',
    horarioFin: '17:00',
    fechaIngreso: sumarDias(aFechaIso(new Date()), 10),
    tipoPedido: tipo.codigo,
    otrosAuxilios: opciones.otrosAuxilios ?? [],
    esDestacado: opciones.urgente ?? false,
  });
  let { version } = await jefe.pedidos.detalle({ id });
  if (estado >= 2) ({ version } = await jefe.pedidos.aprobar({ id, version }));
  if (conFac) version = await definirFac(jefe, id);
  // Flagged last: the ordinary form refuses to approve a stock order (stock orders have their own form).
  if (opciones.stock)
    await orm.em.fork().getConnection().execute('update pedido set es_stock = true where id = ?', [id]);
  return { id, version, estado: (await jefe.pedidos.detalle({ id })).estado, clienteId: cliente.id };
}
