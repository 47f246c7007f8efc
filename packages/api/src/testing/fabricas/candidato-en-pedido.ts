import type { MikroORM } from '@mikro-orm/postgresql';
import type { Caller } from '../index';
import {
  calificarParaPedido,
  crearHojaDeVida,
  type HojaDeVidaCreada,
  type OpcionesHojaDeVida,
} from './hoja-de-vida';

/**
 * Where the candidate ends: 'preseleccionado' (added, state 0 pool 0), 'seleccionado' (state 0 pool 1, the three
 * readings passed), or a state the client and staff move it to: 1 sent to the client, 2 validated, 3 refused by the
 * client, 4 in interview, 5 interview not passed, 6 in contracting (states 1+ need an order in stage 3 or 4).
 */
export type EstadoFabrica = 'preseleccionado' | 'seleccionado' | 1 | 2 | 3 | 4 | 5 | 6;

export interface OpcionesCandidatoEnPedido {
  pedidoId: number;
  estado?: EstadoFabrica;
  persona?: OpcionesHojaDeVida;
}

export interface CandidatoEnPedidoCreado {
  /** candidato_pedido id (what the pipeline procedures take). */
  id: number;
  version: number;
  estado: number;
  pool: number;
  pedidoId: number;
  persona: HojaDeVidaCreada;
}

const fecha = (dias: number) => new Date(Date.now() + dias * 86_400_000);

/** The state-1 send of an order: its first requirement that e-mails, to a contact of the order made once. */
async function enviar(jefe: Caller, pedidoId: number, contactos: Map<number, number>): Promise<void> {
  const { requerimientos } = await jefe.candidatosPedido.requisitosEnvio({ pedidoId });
  const requisito = requerimientos.find((r) => r.enviarCorreo);
  if (!requisito) throw new Error('Fábrica: no hay requerimiento que envíe correo');
  let contactoId = contactos.get(pedidoId);
  if (contactoId === undefined) {
    ({
      contacto: { id: contactoId },
    } = await jefe.candidatosPedido.guardarContacto({
      pedidoId,
      nombre: 'Contacto de fábrica',
      correo: `contacto+${pedidoId}@cliente.test`,
      enviar: true,
    }));
    contactos.set(pedidoId, contactoId);
  }
  await jefe.candidatosPedido.enviarACliente({
    pedidoId,
    requerimientoIds: [requisito.id],
    contactoIds: [contactoId],
  });
}

/** The row as the order's lists see it now (moves of the order change its candidates' versions). */
export async function filaCandidatoPedido(
  orm: MikroORM,
  id: number,
): Promise<{ version: number; estado: number; pool: number }> {
  const [fila] = await orm.em
    .fork()
    .getConnection()
    .execute<{ version: number; estado: number; pool: number }[]>(
      'select version, estado_candidato_pedido as estado, pool from candidato_pedido where id = ?',
      [id],
    );
  if (!fila) throw new Error(`Fábrica: candidato_pedido ${id} no existe`);
  return fila;
}

/**
 * A new person added to the order through `candidatosPedido.agregar` and moved, as staff and the client move
 * candidates, to the state asked (as `jefe`). Sending to the client sends every selected candidate of the order
 * still in state 0, as the screen does.
 */
export async function crearCandidatoEnPedido(
  orm: MikroORM,
  jefe: Caller,
  contactos: Map<number, number>,
  { pedidoId, estado = 'preseleccionado', persona: opcionesPersona }: OpcionesCandidatoEnPedido,
): Promise<CandidatoEnPedidoCreado> {
  const persona = await crearHojaDeVida(orm, opcionesPersona);
  const agregado = await jefe.candidatosPedido.agregar({ pedidoId, candidatoId: persona.id });
  const id = agregado.id;
  if (estado !== 'preseleccionado') {
    await calificarParaPedido(orm, persona.id, pedidoId);
    await jefe.candidatosPedido.seleccionar({ id, version: agregado.version });
  }
  if (typeof estado === 'number') {
    await enviar(jefe, pedidoId, contactos);
    const motivoRechazoId = async () => {
      const [motivo] = await orm.em
        .fork()
        .getConnection()
        .execute<{ id: number }[]>('select id from motivo_rechazo where activo order by id limit 1');
      if (!motivo) throw new Error('Fábrica: no hay motivos de rechazo activos');
      return motivo.id;
    };
    const pasos: Record<number, () => Promise<unknown>> = {
      2: async () =>
        jefe.candidatosPedido.cambiarEstado({
          id,
          version: (await filaCandidatoPedido(orm, id)).version,
          accion: 'validar',
        }),
      3: async () =>
        jefe.candidatosPedido.cambiarEstado({
          id,
          version: (await filaCandidatoPedido(orm, id)).version,
          accion: 'rechazar',
          motivoRechazoId: await motivoRechazoId(),
          accionDescarte: 'ninguna',
          vetarCandidato: 0,
        }),
      4: async () =>
        jefe.candidatosPedido.cambiarEstado({
          id,
          version: (await filaCandidatoPedido(orm, id)).version,
          accion: 'agendarEntrevista',
          fecha: fecha(3),
        }),
      5: async () =>
        jefe.candidatosPedido.cambiarEstado({
          id,
          version: (await filaCandidatoPedido(orm, id)).version,
          accion: 'noApruebaEntrevista',
          motivoRechazoId: await motivoRechazoId(),
          accionDescarte: 'ninguna',
          vetarCandidato: 0,
        }),
      6: async () =>
        jefe.candidatosPedido.cambiarEstado({
          id,
          version: (await filaCandidatoPedido(orm, id)).version,
          accion: 'aprobarEntrevista',
        }),
    };
    const camino: Record<number, number[]> = { 1: [], 2: [2], 3: [3], 4: [2, 4], 5: [2, 4, 5], 6: [2, 4, 6] };
    for (const paso of camino[estado] ?? []) await pasos[paso]?.();
  }
  const fila = await filaCandidatoPedido(orm, id);
  return { id, version: fila.version, estado: fila.estado, pool: fila.pool, pedidoId, persona };
}
