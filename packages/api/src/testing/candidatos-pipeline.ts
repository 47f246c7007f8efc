/** Helpers of the candidate-pipeline integration tests: candidate rows, digital-test ratings, events, races. */
import type { TestDatabase } from '@talento/db/testing';
import { getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import { sql } from './pedido-detalle';

export {
  CLIENTES_PSICOLOGA,
  CLIENTES_RECLUTADOR,
  eventosDe,
  fallarInsercion,
  idUsuario,
  sql,
} from './pedido-detalle';

export interface FilaCandidatoPedido {
  id: number;
  pedido_id: number;
  candidato_id: number;
  activo: boolean;
  pool: number;
  estado_candidato_pedido: number;
  estado_producto: number;
  version: number;
  betado: boolean;
  validado_rechazo: boolean;
  accion_descarte: string | null;
  vetar_candidato: number | null;
  motivo_rechazo_candidato_id: number | null;
  fecha_cita_cliente: Date | null;
}

export async function filaCp(db: TestDatabase, id: number): Promise<FilaCandidatoPedido> {
  const [f] = await sql<FilaCandidatoPedido>(db, 'select * from candidato_pedido where id = ?', [id]);
  if (!f) throw new Error(`candidato_pedido ${id} no existe`);
  return f;
}

export async function filaCandidato(
  db: TestDatabase,
  id: number,
): Promise<{ disponibilidad: number; disponibilidad_stock: number; estado_producto: number }> {
  const [f] = await sql<{ disponibilidad: number; disponibilidad_stock: number; estado_producto: number }>(
    db,
    'select * from candidato where id = ?',
    [id],
  );
  if (!f) throw new Error(`candidato ${id} no existe`);
  return f;
}

/** A digital-test rating of the person for an order (or none) with a score per code. */
export async function darPruebas(
  db: TestDatabase,
  candidatoId: number,
  pedidoId: number | null,
  codigos: readonly string[],
  vigenteHasta: string | null = null,
): Promise<void> {
  const [cal] = await sql<{ id: number }>(
    db,
    'insert into calificacion_prueba_digital (candidato_id, pedido_id, puntaje_global_reportado, descartado, fecha, vigente_hasta) values (?, ?, 80, false, now(), ?) returning id',
    [candidatoId, pedidoId, vigenteHasta],
  );
  for (const codigo of codigos) {
    await sql(
      db,
      'insert into resultado_prueba_digital (calificacion_id, codigo, puntaje, descartado) values (?, ?, 80, false)',
      [cal!.id, codigo],
    );
  }
}

/** The order's type-3/4/5/… events after index `desde`. */
export async function eventosNuevos(db: TestDatabase, pedidoId: number, desde: number) {
  const filas = await sql<{
    tipo_evento: number;
    actor_id: number | null;
    estado_anterior: number | null;
    estado_nuevo: number | null;
    pool: number | null;
    pool_nuevo: number | null;
    candidato_nombre: string | null;
    candidato_espontaneo_nombre: string | null;
  }>(db, 'select * from evento_pedido where pedido_id = ? order by id', [pedidoId]);
  return filas.slice(desde);
}

export async function cuantosEventos(db: TestDatabase, pedidoId: number): Promise<number> {
  const [f] = await sql<{ n: string }>(db, 'select count(*) n from evento_pedido where pedido_id = ?', [
    pedidoId,
  ]);
  return Number(f?.n ?? 0);
}

/** Of concurrent calls: how many succeeded and the errors of the others. */
export function resultadosCarrera(r: PromiseSettledResult<unknown>[]): {
  ganadores: number;
  errores: TRPCError[];
} {
  return {
    ganadores: r.filter((s) => s.status === 'fulfilled').length,
    errores: r
      .filter((s): s is PromiseRejectedResult => s.status === 'rejected')
      .map((s) => getTRPCErrorFromUnknown(s.reason)),
  };
}
