/**
 * Data factories for API tests (docs/estilo.md §7): each test creates the rows it needs and gets their ids and versions,
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
import { crearCandidatoEnPedido, type OpcionesCandidatoEnPedido } from './candidato-en-pedido';
import { crearCategoriaStock, darPruebasDigitales, type OpcionesCategoriaStock } from './categoria-stock';
import { llevarAEtapa, type PedidoConCandidatos } from './etapa-pedido';
import { calificarParaPedido, crearHojaDeVida, type OpcionesHojaDeVida } from './hoja-de-vida';
import { completarHojaDeVida } from './hoja-de-vida-completa';
import { crearPedidoAprobado, definirFac, type OpcionesPedido } from './pedido';
import { crearPerfilStock, ponerEnStock, type OpcionesPerfilStock } from './perfil-stock';
import { ponerEnCategoria, ponerEnPool, type OpcionesEnCategoria, type OpcionesEnPool } from './stock';
import { crearUsuario, type OpcionesUsuario } from './usuario';

export type { CandidatoEnPedidoCreado, EstadoFabrica } from './candidato-en-pedido';
export type { CategoriaStockCreada, OpcionesCategoriaStock } from './categoria-stock';
export type { HojaDeVidaCreada, OpcionesHojaDeVida } from './hoja-de-vida';
export type { PedidoConCandidatos } from './etapa-pedido';
export { CLIENTE_POR_DEFECTO, type EstadoPedidoFabrica, type PedidoCreado } from './pedido';
export { ROLES, type Rol, type UsuarioCreado } from './usuario';
export type { PerfilStockCreado } from './perfil-stock';

export function fabricasDe(orm: MikroORM) {
  let sesion: Promise<Caller> | null = null;
  const jefe = () => (sesion ??= callerFor(orm, { usuario: 'jefe', portal: 'staff' }).then((s) => s.caller));
  const contactos = new Map<number, number>();

  return {
    usuario: (opciones: OpcionesUsuario) => crearUsuario(orm, opciones),
    hojaDeVida: (opciones?: OpcionesHojaDeVida) => crearHojaDeVida(orm, opciones),
    /** A new free person whose CV has every section the summary shows (see `completarHojaDeVida`). */
    hojaDeVidaCompleta: async (opciones?: OpcionesHojaDeVida) => {
      const persona = await crearHojaDeVida(orm, opciones);
      await completarHojaDeVida(orm, persona);
      return persona;
    },
    /** A new free person who passes the three selection readings for that order. */
    personaSeleccionable: async (pedidoId: number, opciones?: OpcionesHojaDeVida) => {
      const persona = await crearHojaDeVida(orm, opciones);
      await calificarParaPedido(orm, persona.id, pedidoId);
      return persona;
    },
    /** A new free person with a CV and a digital-test rating outside any order (what a stock category asks). */
    personaConPruebas: async (opciones?: OpcionesHojaDeVida) => {
      const persona = await crearHojaDeVida(orm, opciones);
      await darPruebasDigitales(orm, persona.id);
      return persona;
    },
    /** A new stock category (active, 30 days by default), created as jefe through the procedure. */
    categoriaStock: async (opciones?: OpcionesCategoriaStock) => crearCategoriaStock(await jefe(), opciones),
    candidatoEnPedido: async (opciones: OpcionesCandidatoEnPedido) =>
      crearCandidatoEnPedido(orm, await jefe(), contactos, opciones),

    /** An order in the stage asked (0–5); stages 3, 4 and 5 carry the candidates that took it there. */
    pedido: async (opciones: OpcionesPedido = {}): Promise<PedidoConCandidatos> => {
      const caller = await jefe();
      const pedido = await crearPedidoAprobado(orm, caller, opciones);
      return llevarAEtapa(orm, caller, contactos, pedido, opciones.estado ?? 1);
    },
    /** Defines the filter-question group of an order (the first suggested), as the FAC screen does; its new version. */
    definirFac: async (pedidoId: number) => definirFac(await jefe(), pedidoId),

    /** A new stock profile (client's approved profile, a city without stock for it) through `stockPerfiles.crear`. */
    perfilStock: async (opciones?: OpcionesPerfilStock) => crearPerfilStock(orm, await jefe(), opciones),
    /** A person in a stock profile's pool, validity ending `diasRestantes` from today; the pool row id. */
    enStock: (perfilStockId: number, candidatoId: number, diasRestantes?: number) =>
      ponerEnStock(orm, perfilStockId, candidatoId, diasRestantes),
    /** A person in a stock profile's pool with the given validity dates. */
    enPool: (opciones: OpcionesEnPool) => ponerEnPool(orm, opciones),
    /** A person in a stock category with the given validity dates. */
    enCategoria: (opciones: OpcionesEnCategoria) => ponerEnCategoria(orm, opciones),
  };
}

export type Fabricas = ReturnType<typeof fabricasDe>;
