/**
 * Client interviews scheduled on an order (issue 18): the interview appears as a reason-0 appointment of the order's
 * client, from staff and from the client portal, and rescheduling that appointment moves the order's date.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendarCitaDeEntrevista } from './servicios/entrevista-cliente';
import { callerFor, sesionesStaff, type TestSession } from '../../testing';
import { fabricasDe } from '../../testing/fabricas';
import { enDias, filaCita, idUsuario, invitacionDe, sqlDe } from './testing/apoyo';

let db: TestDatabase;
let psicologa: TestSession;
let cliente: TestSession;
let fabricas: ReturnType<typeof fabricasDe>;

beforeAll(async () => {
  db = await createTestDatabase('citas_entrevista_cliente');
  [psicologa] = await sesionesStaff(db.orm, 'psicologa');
  cliente = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' });
  fabricas = fabricasDe(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

interface FilaCp {
  version: number;
  fecha_cita_cliente: string | null;
  estado_candidato_pedido: number;
  cliente_id: number;
  candidato_id: number;
}
const filaCp = async (id: number) =>
  (
    await sqlDe(db).sql<FilaCp>(
      'select cp.version, cp.fecha_cita_cliente, cp.estado_candidato_pedido, p.cliente_id, cp.candidato_id from candidato_pedido cp join pedido p on p.id = cp.pedido_id where cp.id = ?',
      [id],
    )
  )[0]!;
const citasDe = (cpId: number) =>
  sqlDe(db).sql<{ id: number }>('select id from cita where candidato_pedido_id = ? order by id', [cpId]);

describe('interview on an order ⇄ appointment', () => {
  it('staff schedules (2 → 4): a reason-0 appointment of the client at the same time; rescheduling it moves the order date', async () => {
    const pedido = await fabricas.pedido({ estado: 3 });
    const cp = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, estado: 4 }); // scheduled by jefe through candidatosPedido.cambiarEstado
    const orden = await filaCp(cp.id);
    const [una, ...otras] = await citasDe(cp.id);
    expect(otras).toEqual([]);
    const cita = await filaCita(db, una!.id);
    expect(cita).toMatchObject({
      razon_entrevista: 0,
      cliente_id: orden.cliente_id,
      candidato_pedido_id: cp.id,
    });
    expect(new Date(cita.fecha_hora_entrevista).getTime()).toBe(
      new Date(orden.fecha_cita_cliente!).getTime(),
    );
    expect((await invitacionDe(db, cita.id))?.metodo).toBe('REQUEST');
    const lista = await psicologa.caller.citas.listar({ clienteId: orden.cliente_id, razonEntrevista: 0 });
    expect(lista.filas.map((f) => f.id)).toContain(cita.id);

    const nueva = enDias(6, 14, 30);
    const r = await psicologa.caller.citas.reagendar({
      citaId: cita.id,
      version: cita.version,
      razonReagendamiento: 'El cliente pidió moverla',
      razonEntrevista: 0,
      clienteId: orden.cliente_id,
      encargadoId: await idUsuario(db, 'psicologa'),
      fechaHoraEntrevista: nueva,
      requisitoIds: [],
    });
    if (r.resultado !== 'reagendada') throw new Error(r.mensaje);
    expect(await filaCita(db, r.id)).toMatchObject({
      candidato_pedido_id: cp.id,
      cita_padre_reagendada_id: cita.id,
    });
    const movida = await filaCp(cp.id);
    expect(new Date(movida.fecha_cita_cliente!).getTime()).toBe(nueva.getTime());
    expect(movida.version).toBe(orden.version + 1);
    expect(movida.estado_candidato_pedido).toBe(4);
  });

  it('the client portal schedules: the same appointment; scheduling again moves that appointment (no second one)', async () => {
    const pedido = await fabricas.pedido({ estado: 3 });
    const cp = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, estado: 2 });
    const fecha = enDias(4, 9, 0);
    const r = await cliente.caller.clientePortal.agendarEntrevista({
      candidatoPedidoId: cp.id,
      version: (await filaCp(cp.id)).version,
      fecha,
    });
    expect(r.estado).toBe(4);
    const [una, ...otras] = await citasDe(cp.id);
    expect(otras).toEqual([]);
    const cita = await filaCita(db, una!.id);
    expect(new Date(cita.fecha_hora_entrevista).getTime()).toBe(fecha.getTime());
    expect(cita.cliente_id).toBe((await filaCp(cp.id)).cliente_id);
    // No procedure schedules a row already in state 4 again; the shared function, called again for the same row,
    // moves its appointment instead of adding one (same UID, next SEQUENCE).
    const otra = enDias(5, 10, 0);
    const actor = await idUsuario(db, 'psicologa');
    await db.orm.em.fork().transactional((tx) => agendarCitaDeEntrevista(tx, cp.id, otra, actor, new Date()));
    const [sigue, ...mas] = await citasDe(cp.id);
    expect(mas).toEqual([]);
    const movida = await filaCita(db, sigue!.id);
    expect(new Date(movida.fecha_hora_entrevista).getTime()).toBe(otra.getTime());
    expect(movida).toMatchObject({ uid_ical: cita.uid_ical, secuencia_ical: 1 });
    const inv = await invitacionDe(db, cita.id);
    expect(inv?.valor('SEQUENCE')).toBe('1');
  });
});
