/**
 * Data factories for e2e (docs/estilo.md §7): each test creates the rows it needs and gets their ids, instead of picking
 * demo rows by number or position. Orders and candidates go through the real API (typed tRPC client, as the jefe);
 * a new person's CV is written like the seeder writes it (no procedure registers CVs yet).
 *
 *   const pedido = await fabricas.pedido({ estado: 2 });
 *   const ajeno = await fabricas.pedido({ autor: 'ejecutivo' });       // created (and worked) by another user
 *   const vencido = await fabricas.pedidoVencido();                     // approved, no search days left
 *   const { persona } = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, seleccionado: true });
 *   const enSeleccion = await fabricas.pedidoEnSeleccion({ enviados: 2 });
 */
import type pg from 'pg';
import type { ClienteApi } from '../api/cliente-trpc';
import type { UsuarioStaff } from '../usuarios';
import { crearCita, darResultadoRequisito, type OpcionesCita } from './cita';
import { crearMercaderistaParaEnrolar } from './dispositivos';
import {
  crearCandidatoEnPedido,
  crearPedidoEnSeleccion,
  terminarPedido,
  type OpcionesCandidatoEnPedido,
} from './candidato-en-pedido';
import { calificarParaPedido, crearHojaDeVida, type OpcionesHojaDeVida } from './hoja-de-vida';
import { crearOrdenContratacion } from './orden-contratacion';
import { crearPedido, type OpcionesPedido } from './pedido';
import { crearRutaConRecorrido } from './rutas';
import { crearClienteNuevo, darPruebasDigitales } from './stock-categoria';
import { parStockLibre, ponerEnStock } from './perfil-stock';
import { vencerPedido } from './vencer';
import {
  crearMercaderista,
  crearRuta,
  crearUsuarioConPermisos,
  crearZonaMerchandising,
} from './merchandising';

/** `api` is the jefe's; `apiDe` gives another staff user's, for data that must be theirs (creator, encargado). */
export function crearFabricas({
  api,
  apiDe,
  base,
}: {
  api: ClienteApi;
  apiDe: (usuario: UsuarioStaff) => ClienteApi;
  base: pg.Pool;
}) {
  return {
    /** A new order, by the jefe unless `autor` (who becomes its creator and encargado, as the form does). */
    pedido: ({ autor, ...opciones }: OpcionesPedido & { autor?: UsuarioStaff } = {}) =>
      crearPedido(autor ? apiDe(autor) : api, opciones),
    /** An approved order (with FAC unless said otherwise) with no search days left. */
    pedidoVencido: async (opciones: Omit<OpcionesPedido, 'estado'> = {}) => {
      const pedido = await crearPedido(api, { ...opciones, estado: 2 });
      await vencerPedido(base, pedido.id);
      return pedido;
    },
    hojaDeVida: (opciones?: OpcionesHojaDeVida) => crearHojaDeVida(base, opciones),
    /** A new free person who passes the three selection readings for that order (to be added through the UI). */
    personaSeleccionable: async (pedidoId: number, opciones?: OpcionesHojaDeVida) => {
      const persona = await crearHojaDeVida(base, opciones);
      await calificarParaPedido(base, persona.id, pedidoId);
      return persona;
    },
    /** A new free person with a CV and a digital-test rating outside any order (what a stock category asks). */
    personaConPruebas: async (opciones?: OpcionesHojaDeVida) => {
      const persona = await crearHojaDeVida(base, opciones);
      await darPruebasDigitales(base, persona.id);
      return persona;
    },
    /** A new client company that does not manage stock yet. */
    clienteNuevo: () => crearClienteNuevo(base),
    candidatoEnPedido: (opciones: OpcionesCandidatoEnPedido) => crearCandidatoEnPedido(api, base, opciones),
    /** A stage-3 order (with FAC) whose `enviados` new candidates wait for the client (state 1). */
    pedidoEnSeleccion: async (
      opciones: Omit<OpcionesPedido, 'estado' | 'fac'> & { enviados?: number } = {},
    ) =>
      crearPedidoEnSeleccion(
        api,
        base,
        await crearPedido(api, { ...opciones, estado: 2, fac: true }),
        opciones.enviados,
      ),
    /** A finished order (stage 5) of one vacancy, filled through the pipeline. */
    pedidoTerminado: async () =>
      terminarPedido(
        api,
        await crearPedidoEnSeleccion(
          api,
          base,
          await crearPedido(api, { estado: 2, fac: true, vacantes: 1 }),
        ),
      ),
    /** A candidate approved after the client interview (state 6) and, unless `guardar: false`, its saved hiring order. */
    ordenContratacion: (opciones?: { guardar?: boolean }) => crearOrdenContratacion(api, base, opciones),
    /** An approved profile of a client and a city without stock for it (to create a stock profile on screen). */
    parStockLibre: (nit?: string) => parStockLibre(base, nit),
    /** A person in a stock profile's pool, validity ending `dias` from today. */
    /** An appointment of a new spontaneous candidate, by `autor` (default admin: the jefe may not create spontaneous candidates). */
    cita: ({ autor, ...opciones }: OpcionesCita & { autor?: UsuarioStaff } = {}) =>
      crearCita(apiDe(autor ?? 'admin'), base, opciones),
    /** A registered candidate's result of a requirement done `diasAtras` days ago (to make it "Vencida"). */
    resultadoRequisito: (candidatoId: number, requisitoId: number, diasAtras: number) =>
      darResultadoRequisito(base, candidatoId, requisitoId, diasAtras),
    ponerEnStock: (perfilStockId: number, candidatoId: number, dias?: number) =>
      ponerEnStock(base, perfilStockId, candidatoId, dias),
    /** A new merchandiser of La Sabana with a route of two stores on `fecha`, GPS points and one arrival (support/fabricas/rutas.ts); `fueraDeRuta`: and an arrival at a store off the route. */
    rutaConRecorrido: (fecha: string, opciones?: { fueraDeRuta?: boolean }) =>
      crearRutaConRecorrido(base, fecha, opciones),
    /** A new merchandiser of a client (La Sabana by default) with a store of that client, for the devices' API. */
    mercaderistaParaEnrolar: (nit?: string) => crearMercaderistaParaEnrolar(base, nit),
    /** Merchandising (issue 20): a new client with a region of stores. */
    zonaMerchandising: (almacenes?: number) => crearZonaMerchandising(base, almacenes),
    /** A merchandiser with an enrolled device (`token: null`: no push token). */
    mercaderista: (opciones?: { token?: string | null }) => crearMercaderista(base, opciones),
    /** The merchandiser's route on a Bogotá day (default today) through these stores. */
    rutaMercaderista: (usuarioId: number, almacenIds: readonly number[], fecha?: string) =>
      crearRuta(base, usuarioId, almacenIds, fecha),
    /** A staff user with exactly these flags and clients (demo password); its username. */
    usuarioConPermisos: (permisos: readonly string[], clienteIds: readonly number[]) =>
      crearUsuarioConPermisos(base, permisos, clienteIds),
  };
}

export type Fabricas = ReturnType<typeof crearFabricas>;
