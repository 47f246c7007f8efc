/** Helpers of the availability tests: open orders with their FAC, people in a given state, the invariant. */
import type { TestDatabase } from '@talento/db/testing';
import { pedidoCerrado, retienePersona } from '@talento/rules';
import { sql, unPedido, type PedidoDemo } from './apoyo';

/** A demo order in a working stage with its filter-question group defined (set when the demo left it empty). */
export async function pedidoConFac(db: TestDatabase, estado: number, indice = 0, filtro: { documentos?: string[]; excepto?: string[] } = {}): Promise<PedidoDemo> {
  const p = await unPedido(db, estado, filtro, indice);
  await sql(db, 'update pedido set fac_id = coalesce(fac_id, (select min(id) from grupo_preguntas_filtro)) where id = ?', [p.id]);
  const [f] = await sql<{ version: number }>(db, 'select version from pedido where id = ?', [p.id]);
  return { ...p, version: f!.version };
}

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
  const [f] = await sql<FilaPersona>(db, 'select * from candidato_pedido where pedido_id = ? and candidato_id = ? order by id desc limit 1', [pedidoId, candidatoId]);
  if (!f) throw new Error(`El candidato ${candidatoId} no tiene fila en el pedido ${pedidoId}`);
  return f;
}

/** Puts a candidate-in-order row in a state (test set-up of states that take several screens to reach). */
export async function ponerEnEstado(db: TestDatabase, id: number, estado: number, pool = 1): Promise<void> {
  await sql(db, 'update candidato_pedido set estado_candidato_pedido = ?, pool = ? where id = ?', [estado, pool, id]);
  if (estado === 8) await sql(db, 'update candidato set disponibilidad = 2 where id = (select candidato_id from candidato_pedido where id = ?)', [id]);
}

export async function disponibilidadDe(db: TestDatabase, candidatoId: number): Promise<{ disponibilidad: number; disponibilidad_stock: number }> {
  const [f] = await sql<{ disponibilidad: number; disponibilidad_stock: number }>(db, 'select disponibilidad, disponibilidad_stock from candidato where id = ?', [candidatoId]);
  if (!f) throw new Error(`candidato ${candidatoId} no existe`);
  return f;
}

/**
 * The availability invariant, computed with the rule itself (`retienePersona`): a person is held by at most one
 * row of an open order, and their availability is 1 exactly while such a row exists. Returns the violations
 * (empty when it holds), for the given people or for everybody.
 */
export async function violacionesInvariante(db: TestDatabase, candidatoIds?: readonly number[]): Promise<string[]> {
  const filtro = candidatoIds ? `where c.id in (${candidatoIds.map(Number).join(',') || '0'})` : '';
  const personas = await sql<{ id: number; disponibilidad: number }>(db, `select c.id, c.disponibilidad from candidato c ${filtro}`);
  const filas = await sql<FilaPersona & { estado_pedido: number }>(
    db,
    `select cp.*, p.estado_pedido from candidato_pedido cp join pedido p on p.id = cp.pedido_id join candidato c on c.id = cp.candidato_id ${filtro}`,
  );
  const retenidas = new Map<number, number[]>();
  for (const f of filas) {
    const retiene = !pedidoCerrado(f.estado_pedido) && retienePersona({ activo: f.activo, liberado: f.liberado, estado: f.estado_candidato_pedido, validadoRechazo: f.validado_rechazo });
    if (retiene) retenidas.set(f.candidato_id, [...(retenidas.get(f.candidato_id) ?? []), f.pedido_id]);
  }
  const violaciones: string[] = [];
  for (const p of personas) {
    const pedidos = retenidas.get(p.id) ?? [];
    if (pedidos.length > 1) violaciones.push(`candidato ${p.id} retenido por ${pedidos.length} pedidos abiertos (${pedidos.join(', ')})`);
    if (pedidos.length >= 1 && p.disponibilidad !== 1) violaciones.push(`candidato ${p.id} retenido por el pedido ${pedidos[0]} con disponibilidad ${p.disponibilidad}`);
    if (pedidos.length === 0 && p.disponibilidad === 1) violaciones.push(`candidato ${p.id} en proceso sin pedido abierto que lo retenga`);
  }
  return violaciones;
}

/** The send-to-client modal's choices for an order: the e-mail requirement (examen médico) and its client's first contact. */
export async function envioDePrueba(db: TestDatabase, pedidoId: number): Promise<{ requerimientoIds: number[]; contactoIds: number[] }> {
  const [req] = await sql<{ id: number }>(db, "select id from requisito where codigo = 'examen_medico'");
  const [contacto] = await sql<{ id: number }>(
    db,
    'select cc.id from cliente_contacto cc join pedido p on p.cliente_id = cc.cliente_id where p.id = ? and cc.activo order by cc.id limit 1',
    [pedidoId],
  );
  if (!req || !contacto) throw new Error(`El pedido ${pedidoId} no tiene contacto o requisito para enviar`);
  return { requerimientoIds: [req.id], contactoIds: [contacto.id] };
}
