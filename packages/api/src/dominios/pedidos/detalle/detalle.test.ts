/** pedidos.detalle, comentarios/comentar, eventos and actualizarCentroCosto. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_DETALLE, MENSAJES_PEDIDOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import {
  CLIENTES_PSICOLOGA,
  CLIENTES_RECLUTADOR,
  eventosDe,
  fallarInsercion,
  filaPedido,
  idUsuario,
  sql,
} from '../../../testing/pedido-detalle';

/** A client none of the psychologist's four (Confecciones del Valle, of the executive). */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let reclutador: TestSession;
let gerente: TestSession;
let jefeId: number;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('pedidos-detalle');
  [jefe, psicologa, reclutador, gerente] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'reclutador',
    'gerente',
  );
  jefeId = await idUsuario(db, 'jefe');
  fabricas = fabricasDe(db.orm);
  expect(CLIENTE_POR_DEFECTO).toBe('900123456');
  expect(CLIENTES_PSICOLOGA.filter((d) => CLIENTES_RECLUTADOR.includes(d))).toContain(CLIENTE_POR_DEFECTO);
});
afterAll(async () => {
  await db?.drop();
});

const comentariosDe = (id: number) =>
  sql<{ texto: string; visibilidad: number; usuario_id: number }>(
    db,
    'select * from comentario_pedido where pedido_id = ? order by id',
    [id],
  );

describe('pedidos.detalle', () => {
  it('the information panel carries every field of the order, counts, days and actions', async () => {
    const p = await fabricas.pedido({
      estado: 3,
      otrosAuxilios: [{ nombre: 'Bono de puntualidad', valor: 80000 }],
    });
    await fabricas.candidatoEnPedido({ pedidoId: p.id });
    await fabricas.candidatoEnPedido({ pedidoId: p.id });
    // Approved five days ago (the search clock starts at the approval).
    await sql(db, "update pedido set fecha_aprobacion = fecha_aprobacion - interval '5 days' where id = ?", [
      p.id,
    ]);
    const d = await jefe.caller.pedidos.detalle({ id: p.id });
    const [cuenta] = await sql<{ pre: string; sel: string }>(
      db,
      `select count(*) filter (where pool = 0) pre, count(*) filter (where pool = 1) sel from candidato_pedido where pedido_id = ? and activo`,
      [p.id],
    );
    expect(d).toMatchObject({
      id: p.id,
      version: p.version,
      estado: 3,
      estadoEtiqueta: 'Selección',
      etapa: 3,
      cliente: { numeroDocumento: '900123456', tipoDocumento: 'NIT' },
      facDefinido: true,
      terminado: null,
      cancelacion: null,
      acciones: ['avanzar', 'cancelar'],
      puedeDuplicar: false,
      conteos: { preseleccionados: Number(cuenta!.pre), seleccionados: Number(cuenta!.sel) },
      otrosAuxilios: [{ nombre: 'Bono de puntualidad', valor: 80000 }],
      lineasCiudad: [],
    });
    expect(d.conteos).toEqual({ preseleccionados: 2, seleccionados: 1 });
    expect(d.ciudad?.nombre).toBeTruthy();
    expect(d.sucursal?.nombre).toBeTruthy();
    expect(d.perfil.tiempoDiasBusqueda).toBeGreaterThan(0);
    expect(d.fechaEstado2).toBeInstanceOf(Date);
    expect(d.fechaEstado3).toBeInstanceOf(Date);
    expect(d.fechaIngreso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.fechaNegociada).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.tipoPedidoEtiqueta).toBeTruthy();
    expect(d.creadoPor).toBeTruthy();
    // Whoever creates the order is in charge of it (the factories create as the jefe).
    expect(d.encargado).toBe('Juliana Restrepo Gómez');
    expect(d.diasTranscurridos).toBeGreaterThan(0);
    expect(d.diasRestantes).toBeLessThanOrEqual(d.perfil.tiempoDiasBusqueda!);
    if (d.jornadaLaboral === 2 || d.jornadaLaboral === 3) expect(d.horarioInicio).toMatch(/^\d{2}:\d{2}$/);
  });

  it('a multi-city parent lists its city lines; an order without FAC says so', async () => {
    const p = await fabricas.pedido({ lineas: 3 });
    const d = await jefe.caller.pedidos.detalle({ id: p.id });
    expect(d.lineasCiudad).toHaveLength(2);
    expect(d.lineasCiudad.every((l) => l.ciudad && l.estado === 112 && l.estadoEtiqueta === 'Creado')).toBe(
      true,
    );
    expect(d.etapa).toBe(1);
    const sinFac = await fabricas.pedido({ estado: 2, fac: false });
    expect((await jefe.caller.pedidos.detalle({ id: sinFac.id })).facDefinido).toBe(false);
  });

  it('a cancelled order shows its cause and reason and offers duplicate (add_pedido only)', async () => {
    const p = await fabricas.pedido({ estado: 0 });
    const d = await jefe.caller.pedidos.detalle({ id: p.id });
    expect(d.cancelacion?.causaEtiqueta).toBeTruthy();
    expect(d.cancelacion?.razon).toBeTruthy();
    expect(d.cancelacion?.actor).toBe('Juliana Restrepo Gómez');
    expect(d).toMatchObject({ acciones: [], puedeDuplicar: true });
    await sql(db, 'update cliente set permite_agregar_explicito = false where id = ?', [p.clienteId]);
    expect((await jefe.caller.pedidos.detalle({ id: p.id })).puedeDuplicar).toBe(false);
    await sql(db, 'update cliente set permite_agregar_explicito = true where id = ?', [p.clienteId]);
    expect((await gerente.caller.pedidos.detalle({ id: p.id })).puedeDuplicar).toBe(false);
  });

  it('actions follow the flags: reclutador none, gerente none, psicóloga the stage button only', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    expect((await reclutador.caller.pedidos.detalle({ id: p.id })).acciones).toEqual([]);
    expect((await gerente.caller.pedidos.detalle({ id: p.id })).acciones).toEqual([]);
    expect((await psicologa.caller.pedidos.detalle({ id: p.id })).acciones).toEqual(['avanzar']);
  });

  it('psicóloga: NOT_FOUND on an order of a client outside her four, for every read and write', async () => {
    const p = await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA });
    const llamadas = [
      () => psicologa.caller.pedidos.detalle({ id: p.id }),
      () => psicologa.caller.pedidos.comentarios({ id: p.id }),
      () => psicologa.caller.pedidos.eventos({ id: p.id }),
      () => psicologa.caller.pedidos.comentar({ id: p.id, texto: 'sondeo', visibleCliente: true }),
      () => psicologa.caller.pedidos.avanzarEtapa({ id: p.id, version: p.version }),
    ];
    for (const llamada of llamadas) {
      const e = await errorDe(llamada());
      expect(e.code).toBe('NOT_FOUND');
      expect(e.message).toBe(MENSAJES.errores.noEncontrado);
    }
    expect(await comentariosDe(p.id)).not.toContainEqual(expect.objectContaining({ texto: 'sondeo' }));
    expect((await errorDe(jefe.caller.pedidos.detalle({ id: 999_999 }))).code).toBe('NOT_FOUND');
  });
});

describe('comments', () => {
  it('visible to the client → visibilidad 0, internal → 2, each with a type-7 event; listed newest first', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    const antes = (await eventosDe(db, p.id)).length;
    const r1 = await jefe.caller.pedidos.comentar({
      id: p.id,
      texto: '  Visible para el cliente  ',
      visibleCliente: true,
    });
    expect(r1.mensaje).toBe('Comentario agregado exitosamente');
    await psicologa.caller.pedidos.comentar({ id: p.id, texto: 'Nota interna', visibleCliente: false });

    const filas = (await comentariosDe(p.id)).slice(-2);
    expect(filas).toMatchObject([
      { texto: 'Visible para el cliente', visibilidad: 0, usuario_id: jefeId },
      { texto: 'Nota interna', visibilidad: 2 },
    ]);
    const eventos = (await eventosDe(db, p.id)).slice(antes);
    expect(eventos).toMatchObject([
      { tipo_evento: 7, actor_id: jefeId },
      { tipo_evento: 7, actor_id: await idUsuario(db, 'psicologa') },
    ]);

    const lista = await jefe.caller.pedidos.comentarios({ id: p.id });
    expect(lista).toHaveLength(2);
    expect(lista[0]).toMatchObject({
      texto: 'Nota interna',
      visibilidad: 2,
      visibilidadEtiqueta: 'Interno',
      autor: 'Paula Sánchez Ortiz',
    });
    expect(lista[1]).toMatchObject({
      texto: 'Visible para el cliente',
      visibilidad: 0,
      autor: 'Juliana Restrepo Gómez',
    });
    for (let i = 1; i < lista.length; i++)
      expect(lista[i - 1]!.fecha.getTime()).toBeGreaterThanOrEqual(lista[i]!.fecha.getTime());

    const log = await jefe.caller.pedidos.eventos({ id: p.id });
    expect(log[0]).toMatchObject({ tipo: 7, tipoEtiqueta: 'Nuevo comentario', actor: 'Paula Sánchez Ortiz' });
  });

  it('an empty comment is refused with "Debes escribir el comentario" and nothing is written', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const antes = await comentariosDe(p.id);
    const eventos = await eventosDe(db, p.id);
    const e = await errorDe(jefe.caller.pedidos.comentar({ id: p.id, texto: '   ', visibleCliente: true }));
    expect(e.code).toBe('BAD_REQUEST');
    expect(formaDeError(e).data.campos).toEqual({ texto: [MENSAJES_PEDIDOS.escribirComentario] });
    expect(await comentariosDe(p.id)).toEqual(antes);
    expect(await eventosDe(db, p.id)).toEqual(eventos);
  });

  it('comment and event share one transaction', async () => {
    const p = await fabricas.pedido({ estado: 4 });
    const antes = await comentariosDe(p.id);
    const quitar = await fallarInsercion(db, 'evento_pedido', p.id);
    try {
      await errorDe(
        jefe.caller.pedidos.comentar({ id: p.id, texto: 'no debe quedar', visibleCliente: false }),
      );
    } finally {
      await quitar();
    }
    expect(await comentariosDe(p.id)).toEqual(antes);
  });
});

describe('pedidos.eventos', () => {
  it('newest first with type, state labels, candidate and actor names', async () => {
    const p = await fabricas.pedido({ estado: 4 });
    const log = await jefe.caller.pedidos.eventos({ id: p.id });
    expect(log.length).toBeGreaterThan(3);
    for (let i = 1; i < log.length; i++)
      expect(log[i - 1]!.fecha.getTime()).toBeGreaterThanOrEqual(log[i]!.fecha.getTime());
    const creacion = log.at(-1)!;
    expect(creacion).toMatchObject({
      tipo: 0,
      tipoEtiqueta: 'Cambio de estado del pedido',
      estadoAnterior: null,
    });
    expect(log.find((e) => e.tipo === 0 && e.estadoNuevo === 4)).toMatchObject({
      anteriorEtiqueta: 'Selección',
      nuevoEtiqueta: 'Legalización de contrato',
    });
    const pool = log.find((e) => e.tipo === 3);
    expect(pool).toMatchObject({ anteriorEtiqueta: 'Preseleccionado', nuevoEtiqueta: 'Seleccionado' });
    expect(pool?.candidatoNombre).toBeTruthy();
    expect(log.every((e) => e.actor)).toBe(true);
  });
});

describe('pedidos.actualizarCentroCosto', () => {
  it('updates with the current version; stale version CONFLICT changes nothing', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    const r = await jefe.caller.pedidos.actualizarCentroCosto({
      id: p.id,
      version: p.version,
      centroCosto: '  CC-9001 ',
    });
    expect(r).toMatchObject({ id: p.id, centroCosto: 'CC-9001' });
    expect(r.version).toBeGreaterThan(p.version);
    const e = await errorDe(
      jefe.caller.pedidos.actualizarCentroCosto({ id: p.id, version: p.version, centroCosto: 'CC-VIEJO' }),
    );
    expect(e.code).toBe('CONFLICT');
    expect((await filaPedido(db, p.id)).centro_costo).toBe('CC-9001');
  });

  it('required unless cancelled; at most 100 characters; needs change_pedido', async () => {
    const abierto = await fabricas.pedido({ estado: 3 });
    const e = await errorDe(
      jefe.caller.pedidos.actualizarCentroCosto({
        id: abierto.id,
        version: abierto.version,
        centroCosto: ' ',
      }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toBe(MENSAJES_DETALLE.centroCostoRequerido);
    const largo = await errorDe(
      jefe.caller.pedidos.actualizarCentroCosto({
        id: abierto.id,
        version: abierto.version,
        centroCosto: 'x'.repeat(101),
      }),
    );
    expect(formaDeError(largo).data.campos).toEqual({ centroCosto: [MENSAJES_DETALLE.centroCostoLargo] });
    expect(
      (
        await errorDe(
          gerente.caller.pedidos.actualizarCentroCosto({
            id: abierto.id,
            version: abierto.version,
            centroCosto: 'X',
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');

    const cancelado = await fabricas.pedido({ estado: 0 });
    const r = await jefe.caller.pedidos.actualizarCentroCosto({
      id: cancelado.id,
      version: cancelado.version,
      centroCosto: '',
    });
    expect(r.centroCosto).toBeNull();
  });
});
