/**
 * Client interviews scheduled on an order (candidate state 4, issue 18): the order's candidate row and its reason-0
 * appointment carry the same date. Scheduling on the order (staff or client portal) creates or moves the appointment;
 * rescheduling the appointment moves the order's fecha_cita_cliente. Both run inside the caller's transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, Cita, Usuario } from '@talento/db';
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
 * (the newest not marked rescheduled) moves there, or a reason-0 appointment is created for the order's client, in
 * charge of the order's psychologist (or its lead executive, or its creator), at the order's branch.
 */
export async function agendarCitaDeEntrevista(tx: EntityManager, candidatoPedidoId: number, fecha: Date, actorId: number, ahora: Date): Promise<void> {
  const [vigente] = await tx.execute<{ id: number }[]>(
    `select id from cita where candidato_pedido_id = ? and (estado2_id is null or estado2_id <> ?) order by id desc limit 1 for update`,
    [candidatoPedidoId, ESTADO2_CITA_REAGENDADA],
  );
  const actual = vigente ? await tx.findOneOrFail(Cita, vigente.id, { refresh: true }) : null;
  if (actual) {
    if (actual.fechaHoraEntrevista.getTime() === fecha.getTime()) return;
    actual.fechaHoraEntrevista = fecha;
    actual.fechaHoraLlegada = null;
    actual.secuenciaIcal += 1;
    await tx.flush();
    await encolarInvitacionCita(tx, actual.id, 'REQUEST');
    return;
  }
  const cp = await tx.findOneOrFail(CandidatoPedido, candidatoPedidoId, { populate: ['pedido', 'pedido.sucursal', 'candidato'] });
  const { pedido } = cp;
  const encargado = pedido.encargadoPedido ?? pedido.ejecutivoLider ?? pedido.createdBy;
  const cita = tx.create(Cita, {
    candidato: cp.candidato,
    candidatoPedido: cp,
    cliente: pedido.cliente,
    personaACargoEntrevista: encargado,
    razonEntrevista: RazonEntrevista.ENTREVISTA_CLIENTE,
    fechaHoraEntrevista: fecha,
    comentario: `Entrevista con el cliente para el cargo ${pedido.nombreCargo}`.slice(0, 2000),
    correoEnviado: false,
    usuarioCreador: tx.getReference(Usuario, actorId),
    sucursal: pedido.sucursal ?? null,
    ciudad: pedido.ciudad ?? null,
    uidIcal: `${randomUUID()}@talento`,
    secuenciaIcal: 0,
    createdAt: ahora,
  });
  await tx.flush();
  await encolarInvitacionCita(tx, cita.id, 'REQUEST');
}
