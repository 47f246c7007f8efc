/** Helpers of the candidate-pipeline integration tests: free demo people, candidate rows, readings set-up. */
import type { TestDatabase } from '@talento/db/testing';
import { getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import { sql } from '../../../pedidos/detalle/pruebas/apoyo';

export { CLIENTES_PSICOLOGA, CLIENTES_RECLUTADOR, eventosDe, fallarInsercion, idUsuario, sql, unPedido } from '../../../pedidos/detalle/pruebas/apoyo';

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

export async function filaCandidato(db: TestDatabase, id: number): Promise<{ disponibilidad: number; disponibilidad_stock: number; estado_producto: number }> {
  const [f] = await sql<{ disponibilidad: number; disponibilidad_stock: number; estado_producto: number }>(db, 'select * from candidato where id = ?', [id]);
  if (!f) throw new Error(`candidato ${id} no existe`);
  return f;
}

const usados = new Set<number>();

/**
 * A free demo person (availability 0) never used by this test file, not barred by any client nor in any
 * order's applicants as barred, with a CV.
 */
export async function candidatoLibre(db: TestDatabase): Promise<{ id: number; documento: string }> {
  const filas = await sql<{ id: number; documento: string }>(
    db,
    `select c.id, c.numero_documento as documento from candidato c join hoja_de_vida h on h.candidato_id = c.id
      where c.disponibilidad = 0
        and not exists (select 1 from candidato_vetado v where v.candidato_id = c.id)
        and not exists (select 1 from postulado p where p.candidato_id = c.id and p.betado)
        and not exists (select 1 from candidato_categoria k where k.candidato_id = c.id and k.estado = 1)
        and not exists (select 1 from candidato_pedido cp where cp.candidato_id = c.id and cp.activo)
      order by c.id`,
  );
  const libre = filas.find((f) => !usados.has(f.id));
  if (!libre) throw new Error('No quedan candidatos libres en la demo');
  usados.add(libre.id);
  return libre;
}

/** Active candidates of an order in a state and pool (oldest first). */
export async function candidatosEn(db: TestDatabase, pedidoId: number, estado: number, pool?: number): Promise<FilaCandidatoPedido[]> {
  const filas = await sql<FilaCandidatoPedido>(db, 'select * from candidato_pedido where pedido_id = ? and activo and estado_candidato_pedido = ? order by id', [pedidoId, estado]);
  return pool === undefined ? filas : filas.filter((f) => f.pool === pool);
}

/** An active candidate-in-order in a state and order stage (optionally among the given client documents). */
export async function unCandidatoEn(db: TestDatabase, estadoPedido: number, estado: number, filtro: { documentos?: string[]; excepto?: string[] } = {}, indice = 0) {
  const filas = await sql<FilaCandidatoPedido & { documento: string }>(
    db,
    `select cp.*, c.numero_documento as documento from candidato_pedido cp join pedido p on p.id = cp.pedido_id join cliente c on c.id = p.cliente_id
      where cp.activo and p.estado_pedido = ? and cp.estado_candidato_pedido = ? and not p.es_hijo order by cp.id`,
    [estadoPedido, estado],
  );
  const lista = filas.filter((f) => (!filtro.documentos || filtro.documentos.includes(f.documento)) && (!filtro.excepto || !filtro.excepto.includes(f.documento)));
  const f = lista[indice];
  if (!f) throw new Error(`No hay candidato en estado ${estado} en pedidos en estado ${estadoPedido} #${indice}`);
  return f;
}

/**
 * Makes a person pass all three readings for an order: CV 90 %, finished product, a rating for this order
 * with every test the order requires, every document result "Cumple".
 */
export async function prepararSeleccionable(db: TestDatabase, candidatoId: number, pedidoId: number): Promise<void> {
  await sql(db, 'update hoja_de_vida set porcentaje_total = 90 where candidato_id = ?', [candidatoId]);
  await sql(db, 'update candidato set estado_producto = 1 where id = ?', [candidatoId]);
  await sql(db, 'update requisito_persona set resultado = 1 where hoja_de_vida_id = (select id from hoja_de_vida where candidato_id = ?)', [candidatoId]);
  await sql(db, 'delete from calificacion_prueba_digital where candidato_id = ?', [candidatoId]);
  const [p] = await sql<Record<string, boolean>>(db, 'select * from pedido where id = ?', [pedidoId]);
  const codigos = (
    [
      ['prueba_fac', 'FAC'], ['prueba_detac', 'DETAC'], ['prueba_comp', 'COMPETENCIAS'],
      ['prueba_idisc', 'IDISC'], ['prueba_valores', 'VALORES'], ['prueba_entrevistas', 'ENTREVISTA'],
    ] as const
  ).filter(([col]) => p?.[col]).map(([, codigo]) => codigo);
  await darPruebas(db, candidatoId, pedidoId, codigos);
}

/** A digital-test rating of the person for an order (or none) with a score per code. */
export async function darPruebas(db: TestDatabase, candidatoId: number, pedidoId: number | null, codigos: readonly string[], vigenteHasta: string | null = null): Promise<void> {
  const [cal] = await sql<{ id: number }>(
    db,
    'insert into calificacion_prueba_digital (candidato_id, pedido_id, puntaje_global_reportado, descartado, fecha, vigente_hasta) values (?, ?, 80, false, now(), ?) returning id',
    [candidatoId, pedidoId, vigenteHasta],
  );
  for (const codigo of codigos) {
    await sql(db, 'insert into resultado_prueba_digital (calificacion_id, codigo, puntaje, descartado) values (?, ?, 80, false)', [cal!.id, codigo]);
  }
}

/** The order's type-3/4/5/… events after index `desde`. */
export async function eventosNuevos(db: TestDatabase, pedidoId: number, desde: number) {
  const filas = await sql<{ tipo_evento: number; actor_id: number | null; estado_anterior: number | null; estado_nuevo: number | null; pool: number | null; pool_nuevo: number | null; candidato_nombre: string | null; candidato_espontaneo_nombre: string | null }>(
    db,
    'select * from evento_pedido where pedido_id = ? order by id',
    [pedidoId],
  );
  return filas.slice(desde);
}

export async function cuantosEventos(db: TestDatabase, pedidoId: number): Promise<number> {
  const [f] = await sql<{ n: string }>(db, 'select count(*) n from evento_pedido where pedido_id = ?', [pedidoId]);
  return Number(f?.n ?? 0);
}

/** Of concurrent calls: how many succeeded and the errors of the others. */
export function resultadosCarrera(r: PromiseSettledResult<unknown>[]): { ganadores: number; errores: TRPCError[] } {
  return {
    ganadores: r.filter((s) => s.status === 'fulfilled').length,
    errores: r.filter((s): s is PromiseRejectedResult => s.status === 'rejected').map((s) => getTRPCErrorFromUnknown(s.reason)),
  };
}
