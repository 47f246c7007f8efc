/** Helpers of the availability tests: a person's row and availability, the invariant. */
import type { TestDatabase } from '@talento/db/testing';
import { pedidoCerrado, retienePersona } from '@talento/rules';
import { sql } from '../../../../testing/pedido-detalle';

export interface FilaPersona {
  id: number;
  candidato_id: number;
  pedido_id: number;
  activo: boolean;
  liberado: boolean;
  estado_candidato_pedido: number;
  validado_rechazo: boolean;
  pool: number;
  version: number;
}

export async function filaDe(db: TestDatabase, pedidoId: number, candidatoId: number): Promise<FilaPersona> {
  const [f] = await sql<FilaPersona>(
    db,
    'select * from candidato_pedido where pedido_id = ? and candidato_id = ? order by id desc limit 1',
    [pedidoId, candidatoId],
  );
  if (!f) throw new Error(`El candidato ${candidatoId} no tiene fila en el pedido ${pedidoId}`);
  return f;
}

export async function disponibilidadDe(
  db: TestDatabase,
  candidatoId: number,
): Promise<{ disponibilidad: number; disponibilidad_stock: number }> {
  const [f] = await sql<{ disponibilidad: number; disponibilidad_stock: number }>(
    db,
    'select disponibilidad, disponibilidad_stock from candidato where id = ?',
    [candidatoId],
  );
  if (!f) throw new Error(`candidato ${candidatoId} no existe`);
  return f;
}

/**
 * The availability invariant, computed with the rule itself (`retienePersona`): a person is held by at most one
 * row of an open order, and their availability is 1 exactly while such a row exists. Returns the violations
 * (empty when it holds), for the given people or for everybody.
 */
export async function violacionesInvariante(
  db: TestDatabase,
  candidatoIds?: readonly number[],
): Promise<string[]> {
  const filtro = candidatoIds ? `where c.id in (${candidatoIds.map(Number).join(',') || '0'})` : '';
  const personas = await sql<{ id: number; disponibilidad: number }>(
    db,
    `select c.id, c.disponibilidad from candidato c ${filtro}`,
  );
  const filas = await sql<FilaPersona & { estado_pedido: number }>(
    db,
    `select cp.*, p.estado_pedido from candidato_pedido cp join pedido p on p.id = cp.pedido_id join candidato c on c.id = cp.candidato_id ${filtro}`,
  );
  const retenidas = new Map<number, number[]>();
  for (const f of filas) {
    const retiene =
      !pedidoCerrado(f.estado_pedido) &&
      retienePersona({
        activo: f.activo,
        liberado: f.liberado,
        estado: f.estado_candidato_pedido,
        validadoRechazo: f.validado_rechazo,
      });
    if (retiene) retenidas.set(f.candidato_id, [...(retenidas.get(f.candidato_id) ?? []), f.pedido_id]);
  }
  const violaciones: string[] = [];
  for (const p of personas) {
    const pedidos = retenidas.get(p.id) ?? [];
    if (pedidos.length > 1)
      violaciones.push(
        `candidato ${p.id} retenido por ${pedidos.length} pedidos abiertos (${pedidos.join(', ')})`,
      );
    if (pedidos.length >= 1 && p.disponibilidad !== 1)
      violaciones.push(
        `candidato ${p.id} retenido por el pedido ${pedidos[0]} con disponibilidad ${p.disponibilidad}`,
      );
    if (pedidos.length === 0 && p.disponibilidad === 1)
      violaciones.push(`candidato ${p.id} en proceso sin pedido abierto que lo retenga`);
  }
  return violaciones;
}
