import type pg from 'pg';
import type { ClienteApi } from '../api/cliente-trpc';
import {
  calificarParaPedido,
  crearHojaDeVida,
  type HojaDeVidaCreada,
  type OpcionesHojaDeVida,
} from './hoja-de-vida';

export interface OpcionesCandidatoEnPedido {
  pedidoId: number;
  /** Also "Seleccionar" (the pool of the selected); it needs the three readings, which the factory provides. */
  seleccionado?: boolean;
  persona?: OpcionesHojaDeVida;
}

export interface CandidatoEnPedidoCreado {
  /** candidato_pedido id (the row of the order's lists). */
  id: number;
  version: number;
  persona: HojaDeVidaCreada;
}

/** A new person added to the order through `candidatosPedido.agregar` (and selected through `seleccionar`). */
export async function crearCandidatoEnPedido(
  api: ClienteApi,
  base: pg.Pool,
  opciones: OpcionesCandidatoEnPedido,
): Promise<CandidatoEnPedidoCreado> {
  const persona = await crearHojaDeVida(base, opciones.persona);
  const agregado = await api.candidatosPedido.agregar.mutate({
    pedidoId: opciones.pedidoId,
    candidatoId: persona.id,
  });
  if (!opciones.seleccionado) return { id: agregado.id, version: agregado.version, persona };
  await calificarParaPedido(base, persona.id, opciones.pedidoId);
  const seleccionado = await api.candidatosPedido.seleccionar.mutate({
    id: agregado.id,
    version: agregado.version,
  });
  return { id: seleccionado.id, version: seleccionado.version, persona };
}

export interface PedidoEnSeleccion {
  id: number;
  version: number;
  /** The candidates sent to the client when the order moved to stage 3 (state 1, "Enviado a cliente"). */
  enviados: CandidatoEnPedidoCreado[];
}

/**
 * An order in stage 3 (Selección), as the detail screen gets there: approved with its FAC, `enviados` new people
 * added and selected, then "Pasar a la siguiente etapa", which sends them to the client with the first requirement
 * that sends an e-mail, to a new contact of the order (a test address: nobody real gets it).
 */
export async function crearPedidoEnSeleccion(
  api: ClienteApi,
  base: pg.Pool,
  pedido: { id: number },
  enviados = 1,
): Promise<PedidoEnSeleccion> {
  const creados: CandidatoEnPedidoCreado[] = [];
  for (let i = 0; i < enviados; i++)
    creados.push(await crearCandidatoEnPedido(api, base, { pedidoId: pedido.id, seleccionado: true }));
  const { requerimientos } = await api.candidatosPedido.requisitosEnvio.query({ pedidoId: pedido.id });
  const requisito = requerimientos.find((r) => r.enviarCorreo);
  if (!requisito) throw new Error('No hay requerimiento que envíe correo');
  const { contacto } = await api.candidatosPedido.guardarContacto.mutate({
    pedidoId: pedido.id,
    nombre: 'Contacto de prueba',
    correo: `contacto+${pedido.id}@cliente.test`,
    enviar: true,
  });
  const { version } = await api.pedidos.detalle.query({ id: pedido.id });
  const r = await api.pedidos.avanzarEtapa.mutate({
    id: pedido.id,
    version,
    envio: { requerimientoIds: [requisito.id], contactoIds: [contacto.id] },
  });
  return { id: pedido.id, version: r.version, enviados: creados };
}

/**
 * A finished order (stage 5, "Pedido Terminado") of one vacancy, through the whole pipeline as staff works it:
 * the candidate sent is validated, interviewed and approved, the order moves to stage 4, the person shows up at
 * work (the vacancy is filled) and "Finalizar pedido" closes it.
 */
export async function terminarPedido(
  api: ClienteApi,
  enSeleccion: PedidoEnSeleccion,
): Promise<{ id: number }> {
  const [candidato] = enSeleccion.enviados;
  if (!candidato) throw new Error('El pedido no tiene candidatos enviados');
  // Moves of the order also change its candidates' versions: read the current one before each move.
  const versionCandidato = async () => {
    const { preseleccionados, seleccionados } = await api.candidatosPedido.listar.query({
      pedidoId: enSeleccion.id,
    });
    const fila = [...preseleccionados, ...seleccionados].find((c) => c.id === candidato.id);
    if (!fila) throw new Error(`El candidato ${candidato.id} ya no está en el pedido ${enSeleccion.id}`);
    return fila.version;
  };
  let version = await versionCandidato();
  const manana = new Date(Date.now() + 86_400_000);
  for (const paso of [
    { accion: 'validar' },
    { accion: 'agendarEntrevista', fecha: manana },
    { accion: 'aprobarEntrevista' },
  ] as const) {
    ({ version } = await api.candidatosPedido.cambiarEstado.mutate({ id: candidato.id, version, ...paso }));
  }
  // The candidates' moves also change the order's version: read it before each move of the order.
  const versionPedido = async () => (await api.pedidos.detalle.query({ id: enSeleccion.id })).version;
  await api.pedidos.avanzarEtapa.mutate({ id: enSeleccion.id, version: await versionPedido() });
  await api.candidatosPedido.cambiarEstado.mutate({
    id: candidato.id,
    version: await versionCandidato(),
    accion: 'sePresenta',
  });
  await api.pedidos.finalizar.mutate({ id: enSeleccion.id, version: await versionPedido() });
  return { id: enSeleccion.id };
}
