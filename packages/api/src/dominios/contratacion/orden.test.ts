/** contratacion.crear / editar / conceptos / cliente.*: rules, permissions, client scope and event 8. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CONTRATACION as M } from '@talento/rules';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  consultasSql,
  errorDe,
  formaDeError,
  sesionesStaff,
  type TestSession,
} from '../../testing';
import { candidatoEn, LA_SABANA, ordenValida, TEXTILES } from './testing/apoyo';

let db: TestDatabase;
let ejecutivo: TestSession;
let reclutador: TestSession;
let gerente: TestSession;
let cliente: TestSession;
let cliente2: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('contratacion-orden');
  [ejecutivo, reclutador, gerente] = await sesionesStaff(db.orm, 'ejecutivo', 'reclutador', 'gerente');
  cliente = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' });
  cliente2 = await callerFor(db.orm, { usuario: 'cliente2', portal: 'cliente' });
});
afterAll(async () => {
  await db?.drop();
});

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => consultasSql(db.orm).sql<T>(q, p);
const eventos8 = async (pedidoId: number) =>
  (
    await sql<{ n: number }>(
      'select count(*)::int as n from evento_pedido where pedido_id = ? and tipo_evento = 8',
      [pedidoId],
    )
  )[0]!.n;

describe('contratacion.crear', () => {
  it('saves the order for a candidate in contracting: consecutivo per client, creator, event 8 in the same transaction', async () => {
    const c = await candidatoEn(db, LA_SABANA);
    const antes = await eventos8(c.pedidoId);
    const [max] = await sql<{ n: number }>(
      'select coalesce(max(o.consecutivo), 0)::int as n from orden_contratacion o join cliente k on k.id = o.cliente_id where k.numero_documento = ?',
      [LA_SABANA],
    );
    const r = await ejecutivo.caller.contratacion.crear({
      pedidoId: c.pedidoId,
      candidatoPedidoIds: [c.cpId],
      orden: await ordenValida(db),
    });
    expect(r).toMatchObject({ consecutivo: max!.n + 1, mensaje: M.guardada });
    expect(await eventos8(c.pedidoId)).toBe(antes + 1);
    const vista = await ejecutivo.caller.contratacion.obtener({ id: r.id });
    expect(vista).toMatchObject({
      estado: 'guardada',
      radicado: false,
      creadoPorCliente: false,
      mostrarRadicar: true,
      mostrarReenviarInduccion: false,
    });
    expect(vista.candidatos.map((x) => x.candidatoPedidoId)).toEqual([c.cpId]);
    // The candidate has an order now: a second one is refused.
    const otra = await errorDe(
      ejecutivo.caller.contratacion.crear({
        pedidoId: c.pedidoId,
        candidatoPedidoIds: [c.cpId],
        orden: await ordenValida(db),
      }),
    );
    expect(otra).toMatchObject({ code: 'CONFLICT', message: M.candidatoConOrden });
  });

  it('missing fields answer "Campo requerido" per field and write nothing', async () => {
    const c = await candidatoEn(db, LA_SABANA);
    const e = await errorDe(
      ejecutivo.caller.contratacion.crear({
        pedidoId: c.pedidoId,
        candidatoPedidoIds: [c.cpId],
        orden: { tipoJornada: 'P' } as never,
      }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    const campos = formaDeError(e).data.campos as Record<string, string[]>;
    for (const campo of [
      'personaAutorizaIngreso',
      'fechaIngreso',
      'cargoId',
      'salario',
      'riesgoArl',
      'dptoId',
      'ciudadId',
      'relacionLaboral',
      'tipoSalario',
      'centroTrabajoId',
      'salarioIntegral',
    ]) {
      expect(campos[`orden.${campo}`], campo).toEqual(['Campo requerido']);
    }
    expect(
      await sql('select 1 from orden_contratacion_candidato where candidato_pedido_id = ?', [c.cpId]),
    ).toHaveLength(0);
  });

  it("the client's rules (levels 1-2, obra/labor) and the masters are checked on the server", async () => {
    const c = await candidatoEn(db, LA_SABANA);
    const valida = await ordenValida(db);
    const sinNiveles = await errorDe(
      ejecutivo.caller.contratacion.crear({
        pedidoId: c.pedidoId,
        candidatoPedidoIds: [c.cpId],
        orden: { ...valida, nivel1Id: null, obraLabor: null },
      }),
    );
    expect(formaDeError(sinNiveles).data.campos).toEqual({
      'orden.nivel1Id': ['Campo requerido'],
      'orden.obraLabor': ['Campo requerido'],
    });
    const otroCentro = (
      await sql<{ id: number }>('select id from centro_trabajo where porcentaje <> 1.044 order by id limit 1')
    )[0]!.id;
    const centro = await errorDe(
      ejecutivo.caller.contratacion.crear({
        pedidoId: c.pedidoId,
        candidatoPedidoIds: [c.cpId],
        orden: { ...valida, centroTrabajoId: otroCentro },
      }),
    );
    expect(formaDeError(centro).data.campos).toEqual({ 'orden.centroTrabajoId': [M.centroTrabajoRiesgo] });
    const catalogo = await errorDe(
      ejecutivo.caller.contratacion.crear({
        pedidoId: c.pedidoId,
        candidatoPedidoIds: [c.cpId],
        orden: { ...valida, relacionLaboral: 'NO_EXISTE', nivel2Id: valida.nivel1Id },
      }),
    );
    expect(formaDeError(catalogo).data.campos).toEqual({
      'orden.relacionLaboral': [M.catalogoNoExiste],
      'orden.nivel2Id': [M.maestroNoExiste],
    });
    expect(
      await sql('select 1 from orden_contratacion_candidato where candidato_pedido_id = ?', [c.cpId]),
    ).toHaveLength(0);
  });

  it('only candidates in 6-7 of an order in stage 2-4', async () => {
    const c = await candidatoEn(db, LA_SABANA, 4);
    const e = await errorDe(
      ejecutivo.caller.contratacion.crear({
        pedidoId: c.pedidoId,
        candidatoPedidoIds: [c.cpId],
        orden: await ordenValida(db),
      }),
    );
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: M.candidatoNoPermite });
    const siete = await candidatoEn(db, LA_SABANA, 7);
    await expect(
      ejecutivo.caller.contratacion.crear({
        pedidoId: siete.pedidoId,
        candidatoPedidoIds: [siete.cpId],
        orden: await ordenValida(db),
      }),
    ).resolves.toMatchObject({ mensaje: M.guardada });
  });

  it('permissions: add_ordencontratacion to create, change_ordencontratacion to edit', async () => {
    const c = await candidatoEn(db, LA_SABANA);
    const orden = await ordenValida(db);
    expect(
      (
        await errorDe(
          reclutador.caller.contratacion.crear({ pedidoId: c.pedidoId, candidatoPedidoIds: [c.cpId], orden }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const r = await ejecutivo.caller.contratacion.crear({
      pedidoId: c.pedidoId,
      candidatoPedidoIds: [c.cpId],
      orden,
    });
    expect(
      (await errorDe(gerente.caller.contratacion.editar({ id: r.id, version: r.version, orden }))).code,
    ).toBe('FORBIDDEN');
  });
});

describe('contratacion.editar', () => {
  it('edits with the version the screen had; a stale version is a CONFLICT; no change writes no event', async () => {
    const c = await candidatoEn(db, LA_SABANA);
    const orden = await ordenValida(db);
    const r = await ejecutivo.caller.contratacion.crear({
      pedidoId: c.pedidoId,
      candidatoPedidoIds: [c.cpId],
      orden,
    });
    const antes = await eventos8(c.pedidoId);
    const e = await ejecutivo.caller.contratacion.editar({
      id: r.id,
      version: r.version,
      orden: { ...orden, salario: 2_100_000, tipoJornada: 'P', horasJornada: 24 },
    });
    expect(e.version).toBe(r.version + 1);
    expect(await eventos8(c.pedidoId)).toBe(antes + 1);
    expect((await ejecutivo.caller.contratacion.obtener({ id: r.id })).campos).toMatchObject({
      salario: 2_100_000,
      tipoJornada: 'P',
      horasJornada: 24,
    });
    expect(
      await errorDe(ejecutivo.caller.contratacion.editar({ id: r.id, version: r.version, orden })),
    ).toMatchObject({ code: 'CONFLICT' });
    const igual = await ejecutivo.caller.contratacion.editar({
      id: e.id,
      version: e.version,
      orden: { ...orden, salario: 2_100_000, tipoJornada: 'P', horasJornada: 24 },
    });
    expect(igual.version).toBe(e.version);
    expect(await eventos8(c.pedidoId)).toBe(antes + 1);
  });

  it('a position deactivated since (Administración › Catálogos) stays on the edited order; a new choice must be active', async () => {
    const [retirado, otro] = await Promise.all(
      [
        ['PRUEBA-ORD-1', 'Cajero de temporada retirado'],
        ['PRUEBA-ORD-2', 'Empacador de temporada retirado'],
      ].map(
        async ([codigo, nombre]) =>
          (
            await sql<{ id: number }>('insert into cargo (codigo, nombre) values (?, ?) returning id', [
              codigo,
              nombre,
            ])
          )[0]!.id,
      ),
    );
    const c = await candidatoEn(db, LA_SABANA);
    const orden = { ...(await ordenValida(db)), cargoId: retirado! };
    const r = await ejecutivo.caller.contratacion.crear({
      pedidoId: c.pedidoId,
      candidatoPedidoIds: [c.cpId],
      orden,
    });
    await sql('update cargo set activo = false where id in (?, ?)', [retirado, otro]);

    const e = await ejecutivo.caller.contratacion.editar({
      id: r.id,
      version: r.version,
      orden: { ...orden, salario: 2_200_000 },
    });
    expect(await ejecutivo.caller.contratacion.obtener({ id: r.id })).toMatchObject({
      campos: { cargoId: retirado, salario: 2_200_000 },
      nombres: { cargo: 'Cajero de temporada retirado' },
    });
    const cambio = await errorDe(
      ejecutivo.caller.contratacion.editar({
        id: r.id,
        version: e.version,
        orden: { ...orden, cargoId: otro! },
      }),
    );
    expect(cambio.code).toBe('BAD_REQUEST');
    expect(formaDeError(cambio).data).toMatchObject({ campos: { 'orden.cargoId': [M.maestroNoExiste] } });
    expect((await ejecutivo.caller.contratacion.obtener({ id: r.id })).campos.cargoId).toBe(retirado);
  });
});

describe('conceptos de la orden', () => {
  it('above 60 % of the salary needs the confirmation; the table shows 30 characters; delete', async () => {
    const c = await candidatoEn(db, LA_SABANA);
    const r = await ejecutivo.caller.contratacion.crear({
      pedidoId: c.pedidoId,
      candidatoPedidoIds: [c.cpId],
      orden: await ordenValida(db),
    });
    const concepto = { tipo: 'NO_SALARIAL', periodicidad: 'MENSAJ', concepto: '1125', valor: 1_300_000 };
    const malo = await errorDe(
      ejecutivo.caller.contratacion.guardarConcepto({ ordenId: r.id, version: r.version, concepto }),
    );
    expect(formaDeError(malo).data.campos).toEqual({
      'concepto.periodicidad': [M.catalogoNoExiste],
      'concepto.valor': [M.conceptoSinConfirmar],
    });
    const ok = await ejecutivo.caller.contratacion.guardarConcepto({
      ordenId: r.id,
      version: r.version,
      concepto: { ...concepto, periodicidad: 'MENSUAL', confirmadoSobreLimite: true },
    });
    expect(ok.version).toBe(r.version + 1);
    const vista = await ejecutivo.caller.contratacion.obtener({ id: r.id });
    expect(vista.conceptos).toEqual([
      {
        id: ok.id,
        tipo: 'NO_SALARIAL',
        periodicidad: 'MENSUAL',
        concepto: '1125',
        descripcion: 'Prima extralegal de vacaciones',
        descripcionCorta: 'Prima extralegal de vacaciones',
        valor: 1_300_000,
      },
    ]);
    const stale = await errorDe(
      ejecutivo.caller.contratacion.eliminarConcepto({ ordenId: r.id, version: r.version, id: ok.id }),
    );
    expect(stale.code).toBe('CONFLICT');
    await ejecutivo.caller.contratacion.eliminarConcepto({ ordenId: r.id, version: ok.version, id: ok.id });
    expect((await ejecutivo.caller.contratacion.obtener({ id: r.id })).conceptos).toEqual([]);
  });
});

describe('alcance y portal de clientes', () => {
  it('staff out of scope and cliente2 get NOT_FOUND / nothing of La Sabana', async () => {
    const c = await candidatoEn(db, LA_SABANA);
    const r = await ejecutivo.caller.contratacion.crear({
      pedidoId: c.pedidoId,
      candidatoPedidoIds: [c.cpId],
      orden: await ordenValida(db),
    });
    expect(
      (
        await errorDe(
          cliente2.caller.contratacion.cliente.iniciar({
            pedidoId: c.pedidoId,
            candidatoPedidoIds: [c.cpId],
            orden: await ordenValida(db),
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    const suyas = await cliente2.caller.contratacion.cliente.misOrdenes();
    expect(suyas.some((o) => o.id === r.id)).toBe(false);
    expect(suyas.every((o) => o.cliente !== 'Distribuidora La Sabana S.A.S.')).toBe(true);
    const deLaSabana = await cliente.caller.contratacion.cliente.misOrdenes();
    expect(deLaSabana.find((o) => o.id === r.id)).toMatchObject({
      estado: 'guardada',
      estadoEtiqueta: 'Guardada',
    });
    expect(deLaSabana.find((o) => o.id === r.id)).not.toHaveProperty('salario');
    expect(deLaSabana.some((o) => o.estado === 'enviada_nomina' || o.estado === 'radicada')).toBe(true);
  });

  it('the client starts an order only for candidates it approved (6); creado_por_cliente', async () => {
    const siete = await candidatoEn(db, LA_SABANA, 7);
    const e = await errorDe(
      cliente.caller.contratacion.cliente.iniciar({
        pedidoId: siete.pedidoId,
        candidatoPedidoIds: [siete.cpId],
        orden: await ordenValida(db),
      }),
    );
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: M.candidatoNoPermite });
    expect(
      await cliente.caller.contratacion.cliente.paraIniciar({ candidatoPedidoId: siete.cpId }),
    ).toMatchObject({ puedeIniciar: false });
    const c = await candidatoEn(db, LA_SABANA);
    const datos = await cliente.caller.contratacion.cliente.paraIniciar({ candidatoPedidoId: c.cpId });
    expect(datos).toMatchObject({
      candidatoPedidoId: c.cpId,
      pedidoId: c.pedidoId,
      cliente: 'Distribuidora La Sabana S.A.S.',
      puedeIniciar: true,
    });
    expect(datos.cargo.id).toBeGreaterThan(0);
    expect(
      (await errorDe(cliente2.caller.contratacion.cliente.paraIniciar({ candidatoPedidoId: c.cpId }))).code,
    ).toBe('NOT_FOUND');
    const r = await cliente.caller.contratacion.cliente.iniciar({
      pedidoId: c.pedidoId,
      candidatoPedidoIds: [c.cpId],
      orden: await ordenValida(db),
    });
    expect((await ejecutivo.caller.contratacion.obtener({ id: r.id })).creadoPorCliente).toBe(true);
    // Once started, the portal no longer offers it.
    expect(
      await cliente.caller.contratacion.cliente.paraIniciar({ candidatoPedidoId: c.cpId }),
    ).toMatchObject({ puedeIniciar: false });
  });

  it('a candidate with an order: the order page shows its status instead of the start action; a second start is refused, even two at once', async () => {
    const c = await candidatoEn(db, LA_SABANA);
    const fila = async () =>
      (await cliente.caller.clientePortal.pedido({ id: c.pedidoId })).candidatos.find(
        (x) => x.candidatoPedidoId === c.cpId,
      );
    expect(await fila()).toMatchObject({ estado: 6, ordenContratacion: null });
    const orden = await ordenValida(db);
    const iniciar = () =>
      cliente.caller.contratacion.cliente.iniciar({
        pedidoId: c.pedidoId,
        candidatoPedidoIds: [c.cpId],
        orden,
      });
    // Two clicks at once: the order row lock makes the second see the first order.
    const resultados = await Promise.all(
      [iniciar(), iniciar()].map((p) =>
        p.then(
          () => null,
          (e: unknown) => getTRPCErrorFromUnknown(e),
        ),
      ),
    );
    expect(resultados.filter((r) => r === null)).toHaveLength(1);
    expect(resultados.find((r) => r !== null)).toMatchObject({
      code: 'CONFLICT',
      message: M.candidatoConOrden,
    });
    expect(await fila()).toMatchObject({
      ordenContratacion: { estado: 'guardada', estadoEtiqueta: 'Guardada' },
    });
    expect(
      await sql('select 1 from orden_contratacion_candidato where candidato_pedido_id = ?', [c.cpId]),
    ).toHaveLength(1);
    // Later, too.
    const e = await errorDe(iniciar());
    expect(e).toMatchObject({ code: 'CONFLICT', message: M.candidatoConOrden });
    // The other company sees nothing of it.
    expect((await errorDe(cliente2.caller.clientePortal.pedido({ id: c.pedidoId }))).code).toBe('NOT_FOUND');
  });

  it('a staff user gets NOT_FOUND for an order of a client outside their scope (read, edit, concepts)', async () => {
    // Textiles: a client the executive has and the recruiter does not.
    const c = await candidatoEn(db, TEXTILES);
    const orden = await ordenValida(db);
    const r = await ejecutivo.caller.contratacion.crear({
      pedidoId: c.pedidoId,
      candidatoPedidoIds: [c.cpId],
      orden,
    });
    expect((await errorDe(reclutador.caller.contratacion.obtener({ id: r.id }))).code).toBe('NOT_FOUND');
    expect(
      (await errorDe(reclutador.caller.contratacion.deCandidato({ candidatoPedidoId: c.cpId }))).code,
    ).toBe('NOT_FOUND');
    const jefe = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' });
    expect((await jefe.caller.contratacion.obtener({ id: r.id })).id).toBe(r.id);
  });
});
