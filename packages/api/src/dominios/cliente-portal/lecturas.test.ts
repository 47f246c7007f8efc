/** clientePortal.misPedidos, pedido, hojaDeVida, comentarios and comentar (reads and what a client may see). */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { accionesCandidato, diasRestantes, MENSAJES_PEDIDOS, textoDiasRestantes } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, formaDeError, type TestSession } from '../../testing';
import {
  CLIENTE_POR_DEFECTO,
  fabricasDe,
  type CandidatoEnPedidoCreado,
  type Fabricas,
  type PedidoConCandidatos,
} from '../../testing/fabricas';
import { candidatosDe, contar, idCliente, idUsuario, NIT_LA_SABANA, sql } from './testing/apoyo';

let db: TestDatabase;
let cliente: TestSession;
let jefe: TestSession;
let sabanaId: number;
let fabricas: Fabricas;
/**
 * New orders of La Sabana (the factories' default client, the portal user's): `seleccion` in stage 3 with the
 * candidate that moved it (1), one more sent (1), one validated (2), one selected and one preselected (0, never
 * shown); `legalizacion` in stage 4 (its candidate in contracting, 6); `aprobado` in stage 2 (not the portal's).
 */
let seleccion: PedidoConCandidatos;
let legalizacion: PedidoConCandidatos;
let aprobado: PedidoConCandidatos;
let validado: CandidatoEnPedidoCreado;
let ocultos: CandidatoEnPedidoCreado[];

beforeAll(async () => {
  db = await createTestDatabase('cliente-portal-lecturas');
  [cliente, jefe] = await Promise.all([
    callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' }),
    callerFor(db.orm, { usuario: 'jefe', portal: 'staff' }),
  ]);
  sabanaId = await idCliente(db, NIT_LA_SABANA);
  expect(CLIENTE_POR_DEFECTO).toBe(NIT_LA_SABANA);
  fabricas = fabricasDe(db.orm);
  seleccion = await fabricas.pedido({ estado: 3 });
  await fabricas.candidatoEnPedido({ pedidoId: seleccion.id, estado: 1 });
  validado = await fabricas.candidatoEnPedido({ pedidoId: seleccion.id, estado: 2 });
  ocultos = [
    await fabricas.candidatoEnPedido({ pedidoId: seleccion.id, estado: 'seleccionado' }),
    await fabricas.candidatoEnPedido({ pedidoId: seleccion.id }),
  ];
  legalizacion = await fabricas.pedido({ estado: 4 });
  aprobado = await fabricas.pedido({ estado: 2 });
  // The row's global score is written by the testing platform's sync (the seeder here); no procedure writes it.
  await sql(db, 'update candidato_pedido set puntaje_global = 80 where pedido_id = ?', [seleccion.id]);
});
afterAll(async () => {
  await db?.drop();
});

describe('clientePortal.misPedidos', () => {
  it('lists exactly the ordinary stage 3–4 orders of La Sabana with a sent active candidate, with counts and days', async () => {
    const lista = await cliente.caller.clientePortal.misPedidos();
    const esperados = await sql<{ id: number }>(
      db,
      `select p.id from pedido p where p.cliente_id = ? and p.estado_pedido in (3, 4) and not p.es_stock and not p.es_hijo
         and exists (select 1 from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.estado_candidato_pedido >= 1)`,
      [sabanaId],
    );
    expect(lista.map((p) => p.id).sort()).toEqual(esperados.map((e) => e.id).sort());
    expect(lista.map((p) => p.id)).toEqual(expect.arrayContaining([seleccion.id, legalizacion.id]));
    expect(lista.map((p) => p.id)).not.toContain(aprobado.id);
    expect(lista.find((p) => p.id === seleccion.id)).toMatchObject({
      estado: 3,
      candidatosEnviados: 3,
      pendientesDecision: 3,
    });
    expect(lista.find((p) => p.id === legalizacion.id)).toMatchObject({
      estado: 4,
      candidatosEnviados: 1,
      pendientesDecision: 0,
    });
    for (const p of lista) {
      expect(p.cliente).toBe('Distribuidora La Sabana S.A.S.');
      expect([3, 4]).toContain(p.estado);
      expect(p.estadoEtiqueta).toMatch(/Selección|Legalización/);
      const cps = (await candidatosDe(db, NIT_LA_SABANA)).filter(
        (c) => c.pedido_id === p.id && c.activo && c.estado >= 1,
      );
      expect(p.candidatosEnviados).toBe(cps.length);
      expect(p.pendientesDecision).toBe(cps.filter((c) => [1, 2, 4].includes(c.estado)).length);
      const [f] = await sql<{ inicio: Date; dias: number }>(
        db,
        'select coalesce(p.fecha_aprobacion, p.fecha_solicitud) inicio, pf.tiempo_dias_busqueda dias from pedido p join perfil pf on pf.id = p.perfil_seleccion_id where p.id = ?',
        [p.id],
      );
      expect(p.diasRestantes).toBe(diasRestantes(new Date(f!.inicio), new Date(), f!.dias));
      expect(p.fechaIngreso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // No staff-only field travels in the list.
    expect(Object.keys(lista[0]!)).not.toEqual(expect.arrayContaining(['salario']));
    expect(JSON.stringify(lista)).not.toMatch(/salario|comision|centroCosto|creadoPor|encargado/);
  });
});

describe('días restantes in the client portal', () => {
  it('an order past its search days sends how late it is in the list and the detail: "Vencido hace N días", not 0', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    // Approved 400 days ago: a past date no procedure writes.
    await sql(db, `update pedido set fecha_aprobacion = now() - interval '400 days' where id = ?`, [p.id]);
    const [f] = await sql<{ inicio: Date; dias: number }>(
      db,
      'select p.fecha_aprobacion inicio, pf.tiempo_dias_busqueda dias from pedido p join perfil pf on pf.id = p.perfil_seleccion_id where p.id = ?',
      [p.id],
    );
    const esperado = diasRestantes(new Date(f!.inicio), new Date(), f!.dias);
    expect(esperado).toBeLessThan(-1);
    const lista = await cliente.caller.clientePortal.misPedidos();
    expect(lista.find((x) => x.id === p.id)!.diasRestantes).toBe(esperado);
    const detalle = await cliente.caller.clientePortal.pedido({ id: p.id });
    expect(detalle.diasRestantes).toBe(esperado);
    expect(textoDiasRestantes(detalle.diasRestantes)).toEqual({
      texto: `Vencido hace ${-esperado} días`,
      vencido: true,
    });
  });
});

describe('order of "Mis pedidos"', () => {
  it('orders waiting for a decision of the client come first, whatever their date', async () => {
    const lista = await cliente.caller.clientePortal.misPedidos();
    const pendiente = lista.map((p) => p.pendientesDecision > 0);
    expect(pendiente).toContain(true);
    expect(pendiente).toContain(false);
    // Every order with candidates to decide on is before every order without.
    expect(pendiente.indexOf(false)).toBeGreaterThan(pendiente.lastIndexOf(true));
    const i = (id: number) => lista.findIndex((p) => p.id === id);
    // `legalizacion` is newer but has nothing to decide (its candidate is in contracting): after `seleccion`.
    expect(lista[i(legalizacion.id)]!.pendientesDecision).toBe(0);
    expect(lista[i(seleccion.id)]!.pendientesDecision).toBeGreaterThan(0);
    expect(legalizacion.id).toBeGreaterThan(seleccion.id);
    expect(i(seleccion.id)).toBeLessThan(i(legalizacion.id));
  });
});

describe('clientePortal.pedido', () => {
  it('shows the header and only active candidates in state ≥ 1, with the client buttons of the state machine', async () => {
    const d = await cliente.caller.clientePortal.pedido({ id: seleccion.id });
    const filas = (await candidatosDe(db, NIT_LA_SABANA)).filter((c) => c.pedido_id === seleccion.id);
    const visibles = filas.filter((c) => c.activo && c.estado >= 1);
    expect(
      filas
        .filter((c) => c.estado === 0)
        .map((c) => c.id)
        .sort(),
    ).toEqual(ocultos.map((c) => c.id).sort());
    expect(visibles).toHaveLength(3);
    expect(d.candidatos.map((c) => c.candidatoPedidoId).sort()).toEqual(visibles.map((c) => c.id).sort());
    for (const c of d.candidatos) {
      const fila = visibles.find((v) => v.id === c.candidatoPedidoId)!;
      expect(c.version).toBe(fila.version);
      expect(c.acciones).toEqual(
        accionesCandidato(
          { estado: fila.estado, pool: fila.pool, activo: true, etapaPedido: d.estado },
          'cliente',
        ),
      );
      expect(c.documento).toMatch(/^\d+$/);
      expect(c.nombre).toBeTruthy();
    }
    expect(d.vePuntajes).toBe(true);
    expect(d.candidatos.some((c) => c.puntajeGlobal !== null)).toBe(true);
    expect(JSON.stringify(d)).not.toMatch(/salario|comision|centroCosto|creadoPor|encargado/);
  });

  it('hides test scores when the client does not implement tests and the user lacks the flag', async () => {
    // The client's flag is set by the ERP sync (no procedure); put back afterwards for the other tests.
    await sql(db, 'update cliente set implementacion_pruebas = false where id = ?', [sabanaId]);
    try {
      const d = await cliente.caller.clientePortal.pedido({ id: seleccion.id });
      expect(d.candidatos.length).toBeGreaterThan(0);
      expect(d.vePuntajes).toBe(false);
      expect(d.candidatos.every((c) => c.puntajeGlobal === null)).toBe(true);
      const hv = await cliente.caller.clientePortal.hojaDeVida({
        candidatoPedidoId: d.candidatos[0]!.candidatoPedidoId,
      });
      expect(hv.pruebas).toBeNull();
    } finally {
      await sql(db, 'update cliente set implementacion_pruebas = true where id = ?', [sabanaId]);
    }
  });

  it('orders of the client outside stages 3–4 answer NOT_FOUND', async () => {
    const otros = await sql<{ id: number }>(
      db,
      'select id from pedido where cliente_id = ? and estado_pedido not in (3, 4)',
      [sabanaId],
    );
    expect(otros.map((o) => o.id)).toContain(aprobado.id);
    for (const o of otros)
      expect((await errorDe(cliente.caller.clientePortal.pedido({ id: o.id }))).code).toBe('NOT_FOUND');
  });
});

describe('clientePortal.hojaDeVida', () => {
  it('returns the client view of the CV, audits the read, and never carries marks, CV comments or internal requirements', async () => {
    const cp = validado;
    const hvFila = { id: validado.persona.hojaDeVidaId };
    // An internal CV comment (through the CV screen's procedure) and an internal requirement, so that their absence
    // means something. The requirement goes in SQL: its procedure is the multipart form with evidence files.
    await jefe.caller.hojasDeVida.comentar({
      candidatoId: validado.persona.id,
      comentario: 'COMENTARIO-HV-SECRETO',
      visibleCliente: false,
    });
    const [req] = await sql<{ id: number }>(db, "select id from requisito where codigo = 'examen_medico'");
    await sql(
      db,
      `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, comentario, es_visible_cliente, created_at, version)
       values (?, ?, current_date, 0, 'REQUISITO-INTERNO-SECRETO', false, now(), 1)`,
      [hvFila.id, req!.id],
    );
    const antes = await contar(db, 'auditoria');
    const hv = await cliente.caller.clientePortal.hojaDeVida({ candidatoPedidoId: cp.id });
    expect(hv.candidatoPedidoId).toBe(cp.id);
    expect(hv.personal.documento).toBe(validado.persona.documento);
    expect(hv.personal.documento).toMatch(/^\d+$/);
    expect(hv.personal.email).toContain('@');
    expect(hv.estado).toBe(2);
    const visibles = await sql<{ n: string }>(
      db,
      'select count(*) n from requisito_persona where hoja_de_vida_id = ? and es_visible_cliente',
      [hvFila.id],
    );
    expect(hv.requisitos).toHaveLength(Number(visibles[0]!.n));
    expect(hv.pruebas).not.toBeNull();
    const texto = JSON.stringify(hv);
    expect(texto).not.toContain('SECRETO');
    expect(texto).not.toMatch(/marca|comentario|conceptoFinal|aspiracion|salario|urlInforme|descartado/i);
    expect(await contar(db, 'auditoria')).toBe(antes + 1);
    const [audit] = await sql<{
      accion: string;
      recurso_id: string;
      detalle: Record<string, unknown>;
      usuario_id: number;
    }>(db, 'select * from auditoria order by id desc limit 1');
    expect(audit).toMatchObject({
      accion: 'lectura_hv',
      recurso_id: String(cp.id),
      usuario_id: await idUsuario(db, 'cliente'),
    });
    expect(JSON.stringify(audit!.detalle)).not.toContain(hv.personal.documento);
  });

  it("carries the decision buttons and the previous/next candidate of the same order, in the order page's list order", async () => {
    const d = await cliente.caller.clientePortal.pedido({ id: seleccion.id });
    const ids = d.candidatos.map((c) => c.candidatoPedidoId);
    expect(ids).toHaveLength(3);
    for (const [i, c] of d.candidatos.entries()) {
      const hv = await cliente.caller.clientePortal.hojaDeVida({ candidatoPedidoId: c.candidatoPedidoId });
      expect(hv).toMatchObject({
        pedidoId: d.id,
        version: c.version,
        estado: c.estado,
        acciones: c.acciones,
        fechaCitaCliente: c.fechaCitaCliente,
      });
      expect(hv.anterior?.candidatoPedidoId ?? null).toBe(ids[i - 1] ?? null);
      expect(hv.siguiente?.candidatoPedidoId ?? null).toBe(ids[i + 1] ?? null);
      if (hv.siguiente) expect(hv.siguiente.nombre).toBe(d.candidatos[i + 1]!.nombre);
    }
  });

  it('previous/next skip candidates the client may not see (inactive, not sent) and never leave the order', async () => {
    const d = await cliente.caller.clientePortal.pedido({ id: seleccion.id });
    const [primero, segundo] = d.candidatos;
    expect(d.candidatos).toHaveLength(3);
    // The second candidate leaves the order (inactive, as releasing the person from the CV leaves the row; put back
    // afterwards): the first one's next must jump over it to the third.
    await sql(db, 'update candidato_pedido set activo = false where id = ?', [segundo!.candidatoPedidoId]);
    try {
      const hv = await cliente.caller.clientePortal.hojaDeVida({
        candidatoPedidoId: primero!.candidatoPedidoId,
      });
      const visibles = (await candidatosDe(db, NIT_LA_SABANA)).filter(
        (c) => c.pedido_id === d.id && c.activo && c.estado >= 1 && c.id > primero!.candidatoPedidoId,
      );
      expect(hv.siguiente?.candidatoPedidoId ?? null).toBe(visibles[0]?.id ?? null);
      expect(hv.siguiente?.candidatoPedidoId).not.toBe(segundo!.candidatoPedidoId);
      expect(hv.siguiente?.candidatoPedidoId).toBe(d.candidatos[2]!.candidatoPedidoId);
      const todas = await candidatosDe(db, NIT_LA_SABANA);
      for (const v of [hv.anterior, hv.siguiente])
        if (v) expect(todas.find((c) => c.id === v.candidatoPedidoId)!.pedido_id).toBe(d.id);
    } finally {
      await sql(db, 'update candidato_pedido set activo = true where id = ?', [segundo!.candidatoPedidoId]);
    }
    const ocultosDelPedido = (await candidatosDe(db, NIT_LA_SABANA)).filter(
      (c) => c.pedido_id === d.id && c.estado === 0,
    );
    expect(ocultosDelPedido).toHaveLength(2);
    for (const [i] of d.candidatos.entries()) {
      const hv = await cliente.caller.clientePortal.hojaDeVida({
        candidatoPedidoId: d.candidatos[i]!.candidatoPedidoId,
      });
      for (const o of ocultosDelPedido)
        expect([hv.anterior?.candidatoPedidoId, hv.siguiente?.candidatoPedidoId]).not.toContain(o.id);
    }
  });

  it('a candidate in state 0 or inactive is never openable (NOT_FOUND, audited as refused)', async () => {
    // The selected and the preselected candidates of the order (state 0), and a sent one made inactive (put back after,
    // as releasing the person from the CV leaves the row).
    expect(ocultos.map((c) => c.estado)).toEqual([0, 0]);
    // The candidate sent when the order moved to stage 3 (state 1); the order keeps two more sent, so it stays open.
    const visible = { id: seleccion.candidatos[0]!.id, pedido_id: seleccion.id };
    expect(seleccion.candidatos[0]).toMatchObject({ estado: 1 });
    expect(
      (await cliente.caller.clientePortal.hojaDeVida({ candidatoPedidoId: visible.id })).candidatoPedidoId,
    ).toBe(visible.id);
    await sql(db, 'update candidato_pedido set activo = false where id = ?', [visible.id]);
    try {
      for (const c of [...ocultos, visible]) {
        expect(
          (await errorDe(cliente.caller.clientePortal.hojaDeVida({ candidatoPedidoId: c.id }))).code,
        ).toBe('NOT_FOUND');
      }
      const [audit] = await sql<{ accion: string }>(
        db,
        'select accion from auditoria order by id desc limit 1',
      );
      expect(audit!.accion).toBe('acceso_denegado');
      const d = await cliente.caller.clientePortal.pedido({ id: visible.pedido_id });
      expect(d.candidatos.map((c) => c.candidatoPedidoId)).not.toContain(visible.id);
    } finally {
      await sql(db, 'update candidato_pedido set activo = true where id = ?', [visible.id]);
    }
  });
});

describe('clientePortal.comentarios / comentar', () => {
  it('returns only comments visible to the client, author by name; internal ones never', async () => {
    const p = seleccion;
    await jefe.caller.pedidos.comentar({
      id: p.id,
      texto: 'INTERNO: no mostrar al cliente',
      visibleCliente: false,
    });
    await jefe.caller.pedidos.comentar({
      id: p.id,
      texto: 'Para el cliente: enviamos dos candidatos más',
      visibleCliente: true,
    });
    const lista = await cliente.caller.clientePortal.comentarios({ pedidoId: p.id });
    expect(lista[0]).toMatchObject({
      texto: 'Para el cliente: enviamos dos candidatos más',
      autor: 'Juliana Restrepo Gómez',
    });
    expect(lista.some((c) => c.texto.startsWith('INTERNO'))).toBe(false);
    const [{ n }] = (await sql<{ n: string }>(
      db,
      'select count(*) n from comentario_pedido where pedido_id = ? and visibilidad = 0',
      [p.id],
    )) as [{ n: string }];
    expect(lista).toHaveLength(Number(n));
  });

  it('a client comment is stored visible (0) with its event (type 7) and staff see it', async () => {
    const p = seleccion;
    const r = await cliente.caller.clientePortal.comentar({
      pedidoId: p.id,
      texto: '  Por favor agendar a los validados  ',
    });
    expect(r.mensaje).toBe(MENSAJES_PEDIDOS.comentarioAgregado);
    const [fila] = await sql<{ visibilidad: number; texto: string; usuario_id: number }>(
      db,
      'select * from comentario_pedido where id = ?',
      [r.id],
    );
    expect(fila).toMatchObject({
      visibilidad: 0,
      texto: 'Por favor agendar a los validados',
      usuario_id: await idUsuario(db, 'cliente'),
    });
    const [evento] = await sql<{ tipo_evento: number; actor_id: number }>(
      db,
      'select * from evento_pedido where pedido_id = ? order by id desc limit 1',
      [p.id],
    );
    expect(evento).toMatchObject({ tipo_evento: 7, actor_id: await idUsuario(db, 'cliente') });
    const staff = await jefe.caller.pedidos.comentarios({ id: p.id });
    expect(staff.find((c) => c.id === r.id)).toMatchObject({
      visibilidad: 0,
      autor: 'Camila Torres (La Sabana)',
    });
  });

  it('an empty comment answers "Debes escribir el comentario" and writes nothing', async () => {
    const p = seleccion;
    const antes = await contar(db, 'comentario_pedido');
    const error = await errorDe(cliente.caller.clientePortal.comentar({ pedidoId: p.id, texto: '   ' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(formaDeError(error).data.campos).toEqual({ texto: ['Debes escribir el comentario'] });
    expect(await contar(db, 'comentario_pedido')).toBe(antes);
  });
});
