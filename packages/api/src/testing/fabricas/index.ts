/**
 * Data factories for API tests (DESIGN §7): each test creates the rows it needs and gets their ids and versions,
 * instead of picking demo rows by number or position. Orders and candidates go through the procedures as `jefe`
 * (the services' own rules, events and versions); a new person's CV and a user are written as the seeder and the
 * CLI write them (no procedure registers either).
 *
 *   const fabricas = fabricasDe(db.orm);
 *   const pedido = await fabricas.pedido({ estado: 3 });
 *   const cp = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, estado: 4 });
 *   const fuera = await fabricas.pedido({ estado: 3, cliente: '860012345' }); // not one of the psychologist's clients
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { callerFor, type Caller } from '../index';
import { crearCandidatoEnPedido, filaCandidatoPedido, type CandidatoEnPedidoCreado, type OpcionesCandidatoEnPedido } from './candidato-en-pedido';
import { calificarParaPedido, crearHojaDeVida, type OpcionesHojaDeVida } from './hoja-de-vida';
import { crearPedidoAprobado, type OpcionesPedido, type PedidoCreado } from './pedido';
import { crearUsuario, type OpcionesUsuario } from './usuario';

export type { CandidatoEnPedidoCreado, EstadoFabrica } from './candidato-en-pedido';
export type { HojaDeVidaCreada } from './hoja-de-vida';
export { CLIENTE_POR_DEFECTO, type PedidoCreado } from './pedido';
export { ROLES, type Rol, type UsuarioCreado } from './usuario';

export interface PedidoConCandidatos extends PedidoCreado {
  /** Stage 3: the candidate sent to the client when the order moved (state 1); stage 4: it, in contracting (6). */
  candidatos: CandidatoEnPedidoCreado[];
}

export function fabricasDe(orm: MikroORM) {
  let sesion: Promise<Caller> | null = null;
  const jefe = () => (sesion ??= callerFor(orm, { usuario: 'jefe', portal: 'staff' }).then((s) => s.caller));
  const contactos = new Map<number, number>();
  const versionPedido = async (id: number) => (await (await jefe()).pedidos.detalle({ id })).version;

  return {
    usuario: (opciones: OpcionesUsuario) => crearUsuario(orm, opciones),
    hojaDeVida: (opciones?: OpcionesHojaDeVida) => crearHojaDeVida(orm, opciones),
    /** A new free person who passes the three selection readings for that order. */
    personaSeleccionable: async (pedidoId: number, opciones?: OpcionesHojaDeVida) => {
      const persona = await crearHojaDeVida(orm, opciones);
      await calificarParaPedido(orm, persona.id, pedidoId);
      return persona;
    },
    candidatoEnPedido: async (opciones: OpcionesCandidatoEnPedido) => crearCandidatoEnPedido(orm, await jefe(), contactos, opciones),

    /** An order in the stage asked (1–4); stages 3 and 4 carry the candidate that took it there. */
    pedido: async (opciones: OpcionesPedido = {}): Promise<PedidoConCandidatos> => {
      const caller = await jefe();
      const pedido = await crearPedidoAprobado(orm, caller, opciones);
      const estado = opciones.estado ?? 1;
      if (estado < 3) return { ...pedido, candidatos: [] };
      // Stage 3 needs a selected candidate, sent to the client on the move (as "Pasar a la siguiente etapa").
      const seleccionado = await crearCandidatoEnPedido(orm, caller, contactos, { pedidoId: pedido.id, estado: 'seleccionado' });
      const { requerimientos } = await caller.candidatosPedido.requisitosEnvio({ pedidoId: pedido.id });
      const requisito = requerimientos.find((r) => r.enviarCorreo);
      if (!requisito) throw new Error('Fábrica: no hay requerimiento que envíe correo');
      const { contacto } = await caller.candidatosPedido.guardarContacto({ pedidoId: pedido.id, nombre: 'Contacto de fábrica', correo: `contacto+${pedido.id}@cliente.test`, enviar: true });
      contactos.set(pedido.id, contacto.id);
      await caller.pedidos.avanzarEtapa({ id: pedido.id, version: await versionPedido(pedido.id), envio: { requerimientoIds: [requisito.id], contactoIds: [contacto.id] } });
      if (estado === 4) {
        const version = async () => (await filaCandidatoPedido(orm, seleccionado.id)).version;
        await caller.candidatosPedido.cambiarEstado({ id: seleccionado.id, version: await version(), accion: 'validar' });
        await caller.candidatosPedido.cambiarEstado({ id: seleccionado.id, version: await version(), accion: 'agendarEntrevista', fecha: new Date(Date.now() + 3 * 86_400_000) });
        await caller.candidatosPedido.cambiarEstado({ id: seleccionado.id, version: await version(), accion: 'aprobarEntrevista' });
        await caller.pedidos.avanzarEtapa({ id: pedido.id, version: await versionPedido(pedido.id) });
      }
      const fila = await filaCandidatoPedido(orm, seleccionado.id);
      return { ...pedido, estado, version: await versionPedido(pedido.id), candidatos: [{ ...seleccionado, ...fila }] };
    },
  };
}

export type Fabricas = ReturnType<typeof fabricasDe>;
