/**
 * Scale data generator (`npm run seed:scale`): loads large volumes with COPY on top of the demo company,
 * for benchmarks. Each step is independent and sized by its option: `pedidos` (orders, with the clients,
 * profiles and candidates they draw from) and `hojasDeVida` (candidates with full CVs for the searches).
 */
import { conClientePg } from '../postgres/cliente';
import { Aleatorio } from '../seeders/demo/operacion/aleatorio';
import { cargarBase, type ContextoEscala } from './base';
import { cargarCitas } from './citas';
import { cargarHojasDeVida } from './hojas-de-vida';
import { cargarPedidos } from './pedidos';

export { prepararBase } from './preparar';

export interface OpcionesEscala {
  /** Ordinary orders to add (default 50,000; 0 skips the orders step). */
  pedidos?: number;
  /** Candidates with full CVs to add (default 0). */
  hojasDeVida?: number;
  /** Interview appointments to add over the last two years (default 0), for the candidates already loaded. */
  citas?: number;
  /** Extra clients, order creators and candidates the orders draw from. */
  clientes?: number;
  creadores?: number;
  candidatos?: number;
  /** Orders are requested over the last this-many days (default 3 years). */
  diasHistoria?: number;
  semilla?: number;
  ahora?: Date;
  log?: (mensaje: string) => void;
}

export interface ResumenEscala {
  hojasDeVida: number;
  pedidos: number;
  candidatosPedido: number;
  eventos: number;
  citas: number;
  ms: number;
}

/**
 * Adds the scale data to a migrated database that already holds the demo company (seedDemo), in one
 * transaction, then refreshes the planner statistics.
 */
export async function generarEscala(url: string, opciones: OpcionesEscala = {}): Promise<ResumenEscala> {
  const inicio = Date.now();
  const pedidos = opciones.pedidos ?? 50_000;
  const log = opciones.log ?? (() => undefined);
  return conClientePg(url, async (cliente) => {
    try {
      await cliente.query('begin');
      const ctx: ContextoEscala = {
        cliente,
        rnd: new Aleatorio(opciones.semilla ?? 5_000_000),
        ahora: opciones.ahora ?? new Date(),
        log,
      };
      let hojasDeVida = 0;
      if (opciones.hojasDeVida) {
        hojasDeVida = (
          await cargarHojasDeVida(ctx, {
            hojasDeVida: opciones.hojasDeVida,
            semilla: (opciones.semilla ?? 5_000_000) + 2,
          })
        ).hojasDeVida;
      }
      let filas = { pedidos: 0, candidatosPedido: 0, eventos: 0 };
      if (pedidos > 0) {
        const base = await cargarBase(ctx, {
          clientes: opciones.clientes ?? Math.max(20, Math.round(pedidos / 250)),
          creadores: opciones.creadores ?? Math.max(5, Math.round(pedidos / 1250)),
          candidatos: opciones.candidatos ?? Math.max(2000, Math.round(pedidos * 0.6)),
        });
        filas = await cargarPedidos(ctx, base, {
          pedidos,
          diasHistoria: opciones.diasHistoria ?? 3 * 365,
          semilla: (opciones.semilla ?? 5_000_000) + 1,
        });
      }
      const citas = opciones.citas
        ? await cargarCitas(ctx, {
            citas: opciones.citas,
            diasHistoria: 2 * 365,
            semilla: (opciones.semilla ?? 5_000_000) + 3,
          })
        : 0;
      await cliente.query('commit');
      // VACUUM also sets the visibility map, so index-only scans work on the freshly loaded tables.
      await cliente.query(hojasDeVida || citas ? 'vacuum analyze' : 'analyze');
      return { ...filas, hojasDeVida, citas, ms: Date.now() - inicio };
    } catch (error) {
      await cliente.query('rollback').catch(() => undefined);
      throw error;
    }
  });
}
