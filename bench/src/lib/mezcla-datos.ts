import type pg from 'pg';
import { conClientePg } from '@talento/db';
import { rangoFechasNacimiento } from '@talento/rules';
import { enAlcance, type UsuarioVirtual } from './mezcla-usuarios';

/** A candidate sent to the client (state 1) in an order at stage 3 or 4 with its FAC defined (the gate of
 * every candidate move), which one user moves along. */
export interface CandidatoEnCurso {
  id: number;
  version: number;
  /** Next move: 0 validar, 1 agendarEntrevista, 2 aprobarEntrevista. */
  paso: number;
}

/** What the workload draws from: shared lists, and per user its orders and its own candidates. */
export interface DatosMezcla {
  hojasDeVida: number[];
  palabras: string[];
  criterios: Record<string, unknown>[];
  pedidosDe: Map<number, number[]>;
  candidatosDe: Map<number, CandidatoEnCurso[]>;
}

/** Rare and common words (see the busqueda suite for how many CVs each one matches). */
const PALABRAS = [
  'auxiliar',
  'técnico',
  'sena',
  'auxiliar sena',
  'conductor',
  'fisioterapeuta',
  'Xiomara Zuluaga',
];

async function criterios(c: pg.Client): Promise<Record<string, unknown>[]> {
  const ciudades = (
    await c.query<{ id: number }>(
      `select id from ciudad where codigo_dane in ('11001', '05001', '76001') order by codigo_dane`,
    )
  ).rows;
  return ciudades.flatMap((ciudad) =>
    (
      [
        [25, 35, 1],
        [18, 30, 2],
      ] as const
    ).map(([min, max, nivel]) => ({
      ciudadResidencia: ciudad.id,
      ...rangoFechasNacimiento(min, max, new Date()),
      nivelAcademico: nivel,
      disponibilidad: 0,
      pagina: 1,
    })),
  );
}

/**
 * Candidates ready for the client-stage moves, shared out so no two users ever touch the same row (a
 * version conflict would be a real error, not load). Each goes to the least-served user allowed to move
 * it (permission and client scope), so limited users get the candidates of their own clients.
 */
function repartirCandidatos(
  filas: { id: number; version: number; cliente_id: number }[],
  usuarios: UsuarioVirtual[],
): Map<number, CandidatoEnCurso[]> {
  const reparto = new Map<number, CandidatoEnCurso[]>();
  const habilitados = usuarios.filter((u) => u.permisos.includes('enviar_candidato_a_cliente'));
  for (const u of habilitados) reparto.set(u.numero, []);
  for (const f of filas) {
    let elegido: CandidatoEnCurso[] | undefined;
    for (const u of habilitados) {
      const lista = reparto.get(u.numero) as CandidatoEnCurso[];
      if (enAlcance(u.alcance, f.cliente_id) && (!elegido || lista.length < elegido.length)) elegido = lista;
    }
    elegido?.push({ id: f.id, version: f.version, paso: 0 });
  }
  return reparto;
}

export async function prepararDatosMezcla(url: string, usuarios: UsuarioVirtual[]): Promise<DatosMezcla> {
  return conClientePg(url, async (c) => {
    const hojasDeVida = (
      await c.query<{ id: number }>(
        'select candidato_id as id from hoja_de_vida order by random() limit 5000',
      )
    ).rows.map((f) => f.id);
    const vigentes = (
      await c.query<{ id: number; cliente_id: number }>(
        'select id, cliente_id from pedido where not es_stock and estado_pedido in (1, 2, 3, 4) order by random() limit 20000',
      )
    ).rows;
    const pedidosDe = new Map<number, number[]>();
    for (const u of usuarios)
      pedidosDe.set(
        u.numero,
        vigentes
          .filter((p) => enAlcance(u.alcance, p.cliente_id))
          .slice(0, 300)
          .map((p) => p.id),
      );
    const candidatos = (
      await c.query<{ id: number; version: number; cliente_id: number }>(
        `select cp.id, cp.version, p.cliente_id from candidato_pedido cp join pedido p on p.id = cp.pedido_id
         where cp.activo and cp.estado_candidato_pedido = 1 and p.estado_pedido in (3, 4) and not p.es_stock and p.fac_id is not null
         order by cp.id`,
      )
    ).rows;
    return {
      hojasDeVida,
      palabras: PALABRAS,
      criterios: await criterios(c),
      pedidosDe,
      candidatosDe: repartirCandidatos(candidatos, usuarios),
    };
  });
}
