import { aFechaIso } from '@talento/rules';
import type { ClienteApi } from '../api/cliente-trpc';

export interface OpcionesPedido {
  /** 1 draft (Solicitud y validación), 2 approved (Preselección), 3 Selección (see `crearPedidoEnSeleccion`). */
  estado?: 1 | 2;
  /** Define its filter-question group (FAC); by default an approved order has one. */
  fac?: boolean;
  /** Client name as the typeahead finds it. */
  cliente?: string;
  /** Vacancies of each city line (2 by default). */
  vacantes?: number;
  /** Number of city lines (1: a plain order; 2 or more: a multi-city order 111 with 112 children). */
  ciudades?: number;
  /** Marked "Pedido urgente (destacado)" in the form (es_destacado). */
  urgente?: boolean;
}

export interface PedidoCreado {
  id: number;
  version: number;
  estado: number;
  cliente: string;
  nombreCargo: string;
}

const CIUDADES = ['Bogotá', 'Medellín', 'Cali'];

const enDias = (n: number) => aFechaIso(new Date(Date.now() + n * 86_400_000));

/**
 * A new order through the API, as the form and the detail screen create it: `pedidos.crear` with the client's
 * first approved profile, then `pedidos.aprobar` and `fac.definirPedido` (the first suggested group) as asked.
 */
export async function crearPedido(api: ClienteApi, opciones: OpcionesPedido = {}): Promise<PedidoCreado> {
  const estado = opciones.estado ?? 1;
  const conFac = opciones.fac ?? estado >= 2;
  const [cliente] = await api.catalogos.clientes.query({
    texto: opciones.cliente ?? 'Distribuidora La Sabana',
  });
  if (!cliente) throw new Error(`No existe el cliente ${opciones.cliente}`);
  const [perfil] = await api.pedidos.perfilesAprobados.query({ clienteId: cliente.id });
  if (!perfil) throw new Error(`${cliente.nombre} no tiene perfiles aprobados`);
  const configuracion = await api.pedidos.configuracionFormulario.query();
  const ciudades = await Promise.all(
    CIUDADES.slice(0, opciones.ciudades ?? 1).map(
      async (nombre) => (await api.catalogos.ciudades.query({ texto: nombre }))[0]!,
    ),
  );
  const nombreCargo = `${perfil.nombreCargoPerfil} (prueba)`;
  const { id } = await api.pedidos.crear.mutate({
    clienteId: cliente.id,
    perfilId: perfil.id,
    lineas: ciudades.map((c, i) => ({
      ciudadId: c.id,
      vacantes: opciones.vacantes ?? 2,
      centroCosto: `CC-E2E-${i + 1}`,
      direccionPresentarse: `Calle ${10 + i} # 20-30`,
      personaAutorizaIngreso: 'Marta Gómez',
    })),
    sucursalId: configuracion.sucursales[0]!.id,
    nombreCargo,
    descripcion: 'Pedido creado por una fábrica de datos de e2e',
    salario: Math.max(perfil.salario, configuracion.smmlv),
    jornadaLaboral: 2,
    horarioInicio: '07:00',
    horarioFin: '17:00',
    fechaIngreso: enDias(10),
    tipoPedido:
      configuracion.tiposPedido.find((t) => t.codigo === 'NUEVO')?.codigo ??
      configuracion.tiposPedido[0]!.codigo,
    esDestacado: opciones.urgente ?? false,
  });
  let { version } = await api.pedidos.detalle.query({ id });
  if (estado >= 2) ({ version } = await api.pedidos.aprobar.mutate({ id, version }));
  if (conFac) {
    const { pedido, sugeridos, bases } = await api.fac.sugeridosPedido.query({ pedidoId: id });
    const grupoId = sugeridos[0]?.id ?? bases[0]?.id;
    if (!grupoId) throw new Error(`No hay grupo de preguntas filtro para el perfil del pedido ${id}`);
    ({ version } = await api.fac.definirPedido.mutate({
      pedidoId: id,
      version: pedido.version,
      modo: 'existente',
      grupoId,
    }));
  }
  return { id, version, estado, cliente: cliente.nombre, nombreCargo };
}
