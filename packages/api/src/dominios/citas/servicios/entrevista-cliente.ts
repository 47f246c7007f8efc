/**
 * Client interviews scheduled on an order (candidate state 4, issue 18): the order's candidate row and its reason-0
 * appointment carry the same date. Scheduling on the order (staff or client portal) creates or moves the appointment;
 * rescheduling the appointment moves the order's fecha_cita_cliente. Both run inside the caller's transaction, in
 * plain SQL: scheduling is one of the most frequent order moves and hydrating the order and the person cost most of
 * its CPU (see candidatos-pedido/estado-directo.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cita } from '@talento/db';
import { ESTADO2_CITA_REAGENDADA, RazonEntrevista } from '@talento/rules';
import { randomUUID } from 'node:crypto';
import { encolarInvitacionCita } from './invitacion';

/** After rescheduling an appointment of an order: the order's candidate row takes the new interview date. */
export async function seguirFechaEnPedido(tx: EntityManager, cita: Cita): Promise<void> {
  if (!cita.candidatoPedido) return;
  await tx.execute(
    `update candidato_pedido set fecha_cita_cliente = ?::timestamptz, fecha_modificacion = now(), version = version + 1
      where id = ? and estado_candidato_pedido = 4`,
    [cita.fechaHoraEntrevista.toISOString(), cita.candidatoPedido.id],
  );
}

/**
 * The order's interview was scheduled (or rescheduled) at `fecha`: the current appointment of that candidate row
 * (the newest not marked rescheduled, locked) moves there with the next SEQUENCE, or a reason-0 appointment is created
 * for the order's client, in charge of the order's psychologist (or its lead executive, or its creator), at the
 * order's branch. Either way the candidate gets the invitation.
 */
export async function agendarCitaDeEntrevista(
  tx: EntityManager,
  candidatoPedidoId: number,
  fecha: Date,
  actorId: number,
  ahora: Date,
): Promise<void> {
  const [actual] = await tx.execute<{ id: number; fecha_hora_entrevista: string | Date }[]>(
    `select id, fecha_hora_entrevista from cita where candidato_pedido_id = ? and (estado2_id is null or estado2_id <> ?)
      order by id desc limit 1 for update`,
    [candidatoPedidoId, ESTADO2_CITA_REAGENDADA],
  );
  let id: number;
  if (actual) {
    if (new Date(actual.fecha_hora_entrevista).getTime() === fecha.getTime()) return;
    await tx.execute(
      `update cita set fecha_hora_entrevista = ?::timestamptz, fecha_hora_llegada = null, secuencia_ical = secuencia_ical + 1, version = version + 1
        where id = ?`,
      [fecha.toISOString(), actual.id],
    );
    id = actual.id;
  } else {
    const [nueva] = await tx.execute<{ id: number }[]>(
      `insert into cita (candidato_id, candidato_pedido_id, cliente_id, persona_acargo_entrevista_id, razon_entrevista, fecha_hora_entrevista,
         comentario, correo_enviado, usuario_creador_id, sucursal_id, ciudad_id, uid_ical, secuencia_ical, created_at, version)
       select cp.candidato_id, cp.id, p.cliente_id, coalesce(p.encargado_pedido_id, p.ejecutivo_lider_id, p.created_by_id), ?, ?::timestamptz,
         left('Entrevista con el cliente para el cargo ' || p.nombre_cargo, 2000), false, ?, p.sucursal_id, p.ciudad_id, ?, 0, ?::timestamptz, 1
       from candidato_pedido cp join pedido p on p.id = cp.pedido_id where cp.id = ?
       returning id`,
      [
        RazonEntrevista.ENTREVISTA_CLIENTE,
        fecha.toISOString(),
        actorId,
        `${randomUUID()}@talento`,
        ahora.toISOString(),
        candidatoPedidoId,
      ],
    );
    if (!nueva) return; // the row is gone (cannot happen inside the caller's locked transaction)
    id = nueva.id;
  }
  await encolarInvitacionCita(tx, id, 'REQUEST');
}
