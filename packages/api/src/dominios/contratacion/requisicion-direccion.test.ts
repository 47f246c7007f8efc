/** Approving a client interview creates the order's ERP requisition once (staff and client paths); address change. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CONTRATACION as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  consultasSql,
  errorDe,
  formaDeError,
  sesionesStaff,
  type TestSession,
} from '../../testing';
import { fabricasDe, type Fabricas } from '../../testing/fabricas';

let db: TestDatabase;
let ejecutivo: TestSession;
let gerente: TestSession;
let psicologa: TestSession;
let cliente: TestSession;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('contratacion-requisicion');
  [ejecutivo, gerente, psicologa] = await sesionesStaff(db.orm, 'ejecutivo', 'gerente', 'psicologa');
  cliente = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' });
  fabricas = fabricasDe(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => consultasSql(db.orm).sql<T>(q, p);
const requisiciones = (pedidoId: number) =>
  sql<{ mensaje_id: number; tipo: string; estado: number; payload: Record<string, unknown> }>(
    'select r.mensaje_id, m.tipo, m.estado, m.payload from requisicion_erp r join mensaje_saliente m on m.id = r.mensaje_id where r.pedido_id = ?',
    [pedidoId],
  );

/**
 * A new person in a new stage-3 order of La Sabana (the factories' default client, of the psychologist and the
 * portal user), moved by staff to the state asked. Nobody of that order has passed an interview yet, so it has no
 * requisition: the test checks that instead of deleting one.
 */
async function candidatoEn(estado: 1 | 4) {
  const pedido = await fabricas.pedido({ estado: 3 });
  const cp = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, estado });
  expect(cp.estado).toBe(estado);
  expect(await requisiciones(pedido.id)).toEqual([]);
  return { cpId: cp.id, pedidoId: pedido.id, version: cp.version };
}

/** The candidate a new stage-4 order carries: in contracting (state 6), as the address modal finds it. */
async function enContratacion() {
  const pedido = await fabricas.pedido({ estado: 4 });
  const [cp] = pedido.candidatos;
  expect(cp).toMatchObject({ estado: 6 });
  return { cpId: cp!.id };
}

describe('requisición ERP al aprobar la entrevista', () => {
  it('staff approval (4 → 6) creates it when the order has none; a second approval does not create another', async () => {
    const a = await candidatoEn(4);
    await psicologa.caller.candidatosPedido.cambiarEstado({
      id: a.cpId,
      version: a.version,
      accion: 'aprobarEntrevista',
    });
    const [r] = await requisiciones(a.pedidoId);
    expect(r).toMatchObject({
      tipo: 'erp',
      estado: 0,
      payload: { operacion: 'requisicion', pedidoId: a.pedidoId },
    });
    const b = await fabricas.candidatoEnPedido({ pedidoId: a.pedidoId, estado: 4 });
    await psicologa.caller.candidatosPedido.cambiarEstado({
      id: b.id,
      version: b.version,
      accion: 'aprobarEntrevista',
    });
    expect(await requisiciones(a.pedidoId)).toHaveLength(1);
    expect(
      await sql(
        "select 1 from mensaje_saliente where tipo = 'erp' and destino = 'requisicion' and referencia = ?",
        [`pedido:${a.pedidoId}`],
      ),
    ).toHaveLength(1);
  });

  it('the client approving the interview creates it too (same transaction as the state change)', async () => {
    const a = await candidatoEn(4);
    await cliente.caller.clientePortal.aprobarEntrevista({ candidatoPedidoId: a.cpId, version: a.version });
    expect(await requisiciones(a.pedidoId)).toHaveLength(1);
  });

  it('a refused approval (wrong state) creates nothing', async () => {
    const a = await candidatoEn(1);
    const e = await errorDe(
      psicologa.caller.candidatosPedido.cambiarEstado({
        id: a.cpId,
        version: a.version,
        accion: 'aprobarEntrevista',
      }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(await requisiciones(a.pedidoId)).toHaveLength(0);
  });
});

describe('contratacion.cambiarDireccion', () => {
  it('urban needs street and neighbourhood; rural its address; saved fields follow the type', async () => {
    const c = await enContratacion();
    const e = await errorDe(
      ejecutivo.caller.contratacion.cambiarDireccion({
        candidatoPedidoId: c.cpId,
        direccion: { tipoDireccion: 2, direccionCadena: 'Calle 10 # 2-3' },
      }),
    );
    expect(formaDeError(e).data.campos).toEqual({ 'direccion.direccionBarrio': ['Campo requerido'] });
    const rural = await errorDe(
      ejecutivo.caller.contratacion.cambiarDireccion({
        candidatoPedidoId: c.cpId,
        direccion: { tipoDireccion: 1 },
      }),
    );
    expect(formaDeError(rural).data.campos).toEqual({ 'direccion.direccionRural': ['Campo requerido'] });
    const r = await ejecutivo.caller.contratacion.cambiarDireccion({
      candidatoPedidoId: c.cpId,
      direccion: {
        tipoDireccion: 2,
        direccionCadena: 'Calle 10 # 2-3',
        direccionBarrio: 'Kennedy',
        direccionZona: 'Sur',
        direccionRural: 'Vereda',
      },
    });
    expect(r.mensaje).toBe(M.direccionGuardada);
    expect(await ejecutivo.caller.contratacion.direccion({ candidatoPedidoId: c.cpId })).toEqual({
      tipoDireccion: 2,
      direccionCadena: 'Calle 10 # 2-3',
      direccionBarrio: 'Kennedy',
      direccionZona: 'Sur',
      direccionAdicional: null,
      direccionRural: null,
      direccionOtra: null,
    });
  });

  it('needs change_ordencontratacion', async () => {
    const c = await enContratacion();
    const e = await errorDe(
      gerente.caller.contratacion.cambiarDireccion({
        candidatoPedidoId: c.cpId,
        direccion: { tipoDireccion: 3, direccionOtra: 'Finca' },
      }),
    );
    expect(e.code).toBe('FORBIDDEN');
  });
});
