import type { MikroORM } from '@mikro-orm/postgresql';
import { aFechaIso, sumarDias } from '@talento/rules';
import type { Caller } from '../index';

export interface OpcionesPedido {
  /**
   * 1 Solicitud y validación (created), 2 Preselección (approved, with its FAC), 3 Selección (one candidate sent
   * to the client, state 1), 4 Legalización (that candidate in contracting, state 6). Default 1.
   */
  estado?: 1 | 2 | 3 | 4;
  /** NIT/CC of the client (default Distribuidora La Sabana, a client of every scoped demo staff user). */
  cliente?: string;
  /** Define its filter-question group (FAC); an order past stage 1 always has one. */
  fac?: boolean;
  /** Vacancies of its only city line (default 2). */
  vacantes?: number;
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

/**
 * A new order through the procedures, as the form and the detail screen create it (as `jefe`): `pedidos.crear`
 * with the client's first approved profile, then `pedidos.aprobar` and `fac.definirPedido` (the first suggested
 * group) as asked. Stages 3 and 4 are reached by the caller of this function (see `fabricasDe`), which needs
 * candidates.
 */
export async function crearPedidoAprobado(orm: MikroORM, jefe: Caller, opciones: OpcionesPedido = {}): Promise<PedidoCreado> {
  const estado = Math.min(opciones.estado ?? 1, 2);
  const conFac = opciones.fac ?? (opciones.estado ?? 1) >= 2;
  const documento = opciones.cliente ?? CLIENTE_POR_DEFECTO;
  const [cliente] = await orm.em.fork().getConnection().execute<{ id: number }[]>('select id from cliente where numero_documento = ?', [documento]);
  if (!cliente) throw new Error(`Fábrica: no existe el cliente ${documento}`);
  const [perfil] = await jefe.pedidos.perfilesAprobados({ clienteId: cliente.id });
  if (!perfil) throw new Error(`Fábrica: el cliente ${documento} no tiene perfiles aprobados`);
  const configuracion = await jefe.pedidos.configuracionFormulario();
  const [ciudad] = await jefe.catalogos.ciudades({ texto: 'Bogotá' });
  const sucursal = configuracion.sucursales[0];
  const tipo = configuracion.tiposPedido.find((t) => t.codigo === 'NUEVO') ?? configuracion.tiposPedido[0];
  if (!ciudad || !sucursal || !tipo) throw new Error('Fábrica: faltan catálogos del formulario de pedido');
  const { id } = await jefe.pedidos.crear({
    clienteId: cliente.id,
    perfilId: perfil.id,
    lineas: [{ ciudadId: ciudad.id, vacantes: opciones.vacantes ?? 2, centroCosto: 'CC-FABRICA', direccionPresentarse: 'Calle 10 # 20-30', personaAutorizaIngreso: 'Marta Gómez' }],
    sucursalId: sucursal.id,
    nombreCargo: `${perfil.nombreCargoPerfil} (fábrica)`,
    descripcion: 'Pedido creado por una fábrica de datos de pruebas',
    salario: Math.max(perfil.salario, configuracion.smmlv),
    jornadaLaboral: 2,
    horarioInicio: '07:00',
    horarioFin: '17:00',
    fechaIngreso: sumarDias(aFechaIso(new Date()), 10),
    tipoPedido: tipo.codigo,
  });
  let { version } = await jefe.pedidos.detalle({ id });
  if (estado >= 2) ({ version } = await jefe.pedidos.aprobar({ id, version }));
  if (conFac) {
    const { pedido, sugeridos, bases } = await jefe.fac.sugeridosPedido({ pedidoId: id });
    const grupoId = sugeridos[0]?.id ?? bases[0]?.id;
    if (!grupoId) throw new Error(`Fábrica: no hay grupo de preguntas filtro para el perfil del pedido ${id}`);
    ({ version } = await jefe.fac.definirPedido({ pedidoId: id, version: pedido.version, modo: 'existente', grupoId }));
  }
  return { id, version, estado, clienteId: cliente.id };
}
