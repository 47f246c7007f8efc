/**
 * Scale data generator (`npm run seed:scale`): loads large volumes with COPY on top of the demo company,
 * for benchmarks. Each step is independent and sized by its option, so later issues add theirs (the
 * 1,000,000 CVs of issue 5 go in a `hojasDeVida` step) without touching the others.
 */
import pg from 'pg';
import { Aleatorio } from '../seeders/demo/operacion/aleatorio';
import { cargarBase, type ContextoEscala } from './base';
import { cargarPedidos } from './pedidos';

export { prepararBase } from './preparar';

export interface OpcionesEscala {
  /** Ordinary orders to add (default 50,000). */
  pedidos?: number;
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
  pedidos: number;
  candidatosPedido: number;
  eventos: number;
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
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    await cliente.query('begin');
    const ctx: ContextoEscala = { cliente, rnd: new Aleatorio(opciones.semilla ?? 5_000_000), ahora: opciones.ahora ?? new Date(), log };
    const base = await cargarBase(ctx, {
      clientes: opciones.clientes ?? Math.max(20, Math.round(pedidos / 250)),
      creadores: opciones.creadores ?? Math.max(5, Math.round(pedidos / 1250)),
      candidatos: opciones.candidatos ?? Math.max(2000, Math.round(pedidos * 0.6)),
    });
    const filas = await cargarPedidos(ctx, base, {
      pedidos,
      diasHistoria: opciones.diasHistoria ?? 3 * 365,
      semilla: (opciones.semilla ?? 5_000_000) + 1,
    });
    await cliente.query('commit');
    await cliente.query('analyze');
    return { ...filas, ms: Date.now() - inicio };
  } catch (error) {
    await cliente.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await cliente.end();
  }
}
