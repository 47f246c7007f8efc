import type { MikroORM } from '@mikro-orm/postgresql';
import type { Caller } from '../index';
import {
  crearCandidatoEnPedido,
  filaCandidatoPedido,
  type CandidatoEnPedidoCreado,
} from './candidato-en-pedido';
import type { EstadoPedidoFabrica, PedidoCreado } from './pedido';

export interface PedidoConCandidatos extends PedidoCreado {
  /**
   * Stage 3: the candidate sent to the client when the order moved (state 1); stage 4: it, in contracting (6);
   * finished (5): one hired candidate (8) per vacancy of the first line. Empty otherwise.
   */
  candidatos: CandidatoEnPedidoCreado[];
}

/** The cancellation form of the detail screen (cause 4, "el cliente ya no necesita la vacante"). */
function formularioCancelar(id: number, version: number): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    id: String(id),
    version: String(version),
    causa: '4',
    razon: 'Cancelado por una fábrica de datos de pruebas.',
  }))
    fd.set(k, v);
  return fd;
}

/**
 * Moves an approved order (stage 2, with its FAC) to the stage asked, as staff move it from the detail screen (as
 * `jefe`): 3 with a selected candidate sent on the move; 4 with that candidate in contracting; 5 with every
 * vacancy filled by a candidate who showed up, then finished; 0 cancelled from stage 2.
 */
export async function llevarAEtapa(
  orm: MikroORM,
  jefe: Caller,
  contactos: Map<number, number>,
  pedido: PedidoCreado,
  estado: EstadoPedidoFabrica,
): Promise<PedidoConCandidatos> {
  const versionPedido = async () => (await jefe.pedidos.detalle({ id: pedido.id })).version;
  const cerrar = async (candidatos: CandidatoEnPedidoCreado[]) => ({
    ...pedido,
    estado,
    version: await versionPedido(),
    candidatos,
  });
  if (estado === 0) {
    await jefe.pedidos.cancelar(formularioCancelar(pedido.id, await versionPedido()));
    return cerrar([]);
  }
  if (estado < 3) return { ...pedido, candidatos: [] };
  // Stage 3 needs a selected candidate, sent to the client on the move (as "Pasar a la siguiente etapa").
  const seleccionado = await crearCandidatoEnPedido(orm, jefe, contactos, {
    pedidoId: pedido.id,
    estado: 'seleccionado',
  });
  const { requerimientos } = await jefe.candidatosPedido.requisitosEnvio({ pedidoId: pedido.id });
  const requisito = requerimientos.find((r) => r.enviarCorreo);
  if (!requisito) throw new Error('Fábrica: no hay requerimiento que envíe correo');
  const { contacto } = await jefe.candidatosPedido.guardarContacto({
    pedidoId: pedido.id,
    nombre: 'Contacto de fábrica',
    correo: `contacto+${pedido.id}@cliente.test`,
    enviar: true,
  });
  contactos.set(pedido.id, contacto.id);
  await jefe.pedidos.avanzarEtapa({
    id: pedido.id,
    version: await versionPedido(),
    envio: { requerimientoIds: [requisito.id], contactoIds: [contacto.id] },
  });
  const candidatos = [seleccionado];
  if (estado >= 4) {
    const version = async () => (await filaCandidatoPedido(orm, seleccionado.id)).version;
    await jefe.candidatosPedido.cambiarEstado({
      id: seleccionado.id,
      version: await version(),
      accion: 'validar',
    });
    await jefe.candidatosPedido.cambiarEstado({
      id: seleccionado.id,
      version: await version(),
      accion: 'agendarEntrevista',
      fecha: new Date(Date.now() + 3 * 86_400_000),
    });
    await jefe.candidatosPedido.cambiarEstado({
      id: seleccionado.id,
      version: await version(),
      accion: 'aprobarEntrevista',
    });
    await jefe.pedidos.avanzarEtapa({ id: pedido.id, version: await versionPedido() });
  }
  if (estado === 5) {
    const { vacantes } = await jefe.pedidos.detalle({ id: pedido.id });
    while (candidatos.length < vacantes)
      candidatos.push(await crearCandidatoEnPedido(orm, jefe, contactos, { pedidoId: pedido.id, estado: 6 }));
    for (const c of candidatos)
      await jefe.candidatosPedido.cambiarEstado({
        id: c.id,
        version: (await filaCandidatoPedido(orm, c.id)).version,
        accion: 'sePresenta',
      });
    await jefe.pedidos.finalizar({ id: pedido.id, version: await versionPedido() });
  }
  return cerrar(
    await Promise.all(candidatos.map(async (c) => ({ ...c, ...(await filaCandidatoPedido(orm, c.id)) }))),
  );
}
