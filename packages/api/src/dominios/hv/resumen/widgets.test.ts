/** hojasDeVida comments, marks, digital-test ratings and order traceability. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_HV_RESUMEN as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, sesionesStaff, type TestSession } from '../../../testing';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let gerente: TestSession;
let reclutador: TestSession;

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(q, p);
const primerCandidato = async (extra = 'true') =>
  (
    await sql<{ id: number; hv: number }>(
      `select c.id, h.id hv from candidato c join hoja_de_vida h on h.candidato_id = c.id where ${extra} order by c.id limit 1`,
    )
  )[0]!;

beforeAll(async () => {
  db = await createTestDatabase('hv-widgets');
  [jefe, psicologa, gerente, reclutador] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'gerente',
    'reclutador',
  );
});
afterAll(async () => {
  await db?.drop();
});

describe('comments', () => {
  it('an empty comment is refused with the spec message and writes nothing', async () => {
    const c = await primerCandidato();
    const antes = await sql('select id from comentario_hoja_de_vida where hoja_de_vida_id = ?', [c.hv]);
    const e = await errorDe(jefe.caller.hojasDeVida.comentar({ candidatoId: c.id, comentario: '   ' }));
    expect(formaDeError(e)).toMatchObject({
      message: 'Información errada',
      data: { code: 'BAD_REQUEST', campos: { comentario: [M.escribirComentario] } },
    });
    expect(
      await sql('select id from comentario_hoja_de_vida where hoja_de_vida_id = ?', [c.hv]),
    ).toHaveLength(antes.length);
  });

  it('a new comment is listed first with its date and author', async () => {
    const c = await primerCandidato();
    await psicologa.caller.hojasDeVida.comentar({
      candidatoId: c.id,
      comentario: 'Primer comentario de la psicóloga',
    });
    const r = await jefe.caller.hojasDeVida.comentar({
      candidatoId: c.id,
      comentario: '  Buena actitud en la entrevista  ',
      visibleCliente: true,
    });
    expect(r.mensaje).toBe(M.comentarioAgregado);
    const lista = await reclutador.caller.hojasDeVida.comentarios({ candidatoId: c.id });
    expect(lista[0]).toMatchObject({
      id: r.id,
      comentario: 'Buena actitud en la entrevista',
      visibleCliente: true,
      autor: jefe.usuario!.nombreCompleto,
    });
    expect(lista[1]).toMatchObject({
      comentario: 'Primer comentario de la psicóloga',
      autor: psicologa.usuario!.nombreCompleto,
    });
    for (let i = 1; i < lista.length; i++)
      expect(lista[i - 1]!.fecha.getTime()).toBeGreaterThanOrEqual(lista[i]!.fecha.getTime());
    expect(
      (await errorDe(jefe.caller.hojasDeVida.comentar({ candidatoId: 99_999_999, comentario: 'x' }))).code,
    ).toBe('NOT_FOUND');
  });
});

describe('marks', () => {
  it('a mark type must be chosen', async () => {
    const c = await primerCandidato();
    const e = await errorDe(jefe.caller.hojasDeVida.marcar({ candidatoId: c.id } as never));
    expect(formaDeError(e).data).toMatchObject({
      code: 'BAD_REQUEST',
      campos: { tipoMarcaId: [M.seleccionarMarca] },
    });
  });

  it('applies a mark once per CV: listed newest first, no longer offered, a repeat refused with nothing written', async () => {
    const c = await primerCandidato(
      'not exists (select 1 from marca_hoja_de_vida m where m.hoja_de_vida_id = h.id)',
    );
    const tipos = await jefe.caller.hojasDeVida.tiposMarca({ candidatoId: c.id });
    expect(tipos.length).toBeGreaterThanOrEqual(2);
    expect(tipos.every((t) => !t.aplicada)).toBe(true);
    const [a, b] = tipos;
    await psicologa.caller.hojasDeVida.marcar({ candidatoId: c.id, tipoMarcaId: a!.id });
    const r = await jefe.caller.hojasDeVida.marcar({ candidatoId: c.id, tipoMarcaId: b!.id });
    expect(r.mensaje).toBe(M.marcaAgregada);
    const marcas = await reclutador.caller.hojasDeVida.marcas({ candidatoId: c.id });
    expect(marcas.map((m) => [m.nombre, m.autor])).toEqual([
      [b!.nombre, jefe.usuario!.nombreCompleto],
      [a!.nombre, psicologa.usuario!.nombreCompleto],
    ]);
    expect(
      (await jefe.caller.hojasDeVida.tiposMarca({ candidatoId: c.id }))
        .filter((t) => t.aplicada)
        .map((t) => t.id)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());

    const e = await errorDe(jefe.caller.hojasDeVida.marcar({ candidatoId: c.id, tipoMarcaId: a!.id }));
    expect(formaDeError(e)).toMatchObject({
      message: M.marcaRepetida,
      data: { code: 'CONFLICT', detalle: M.marcaRepetida },
    });
    expect(await sql('select id from marca_hoja_de_vida where hoja_de_vida_id = ?', [c.hv])).toHaveLength(2);

    // Two users marking at the same time: the unique index keeps one, the other gets the same message.
    const c2 = await primerCandidato(
      `c.id > ${c.id} and not exists (select 1 from marca_hoja_de_vida m where m.hoja_de_vida_id = h.id)`,
    );
    const resultados = await Promise.allSettled([
      jefe.caller.hojasDeVida.marcar({ candidatoId: c2.id, tipoMarcaId: a!.id }),
      psicologa.caller.hojasDeVida.marcar({ candidatoId: c2.id, tipoMarcaId: a!.id }),
    ]);
    expect(resultados.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const rechazo = resultados.find((x) => x.status === 'rejected') as PromiseRejectedResult;
    expect(rechazo.reason).toMatchObject({ code: 'CONFLICT', message: M.marcaRepetida });
  });

  it('an inactive or unknown mark type is refused', async () => {
    const c = await primerCandidato();
    const [t] = await sql<{ id: number }>('select id from tipo_marca order by id desc limit 1');
    await sql('update tipo_marca set activo = false where id = ?', [t!.id]);
    expect((await jefe.caller.hojasDeVida.tiposMarca({ candidatoId: c.id })).map((x) => x.id)).not.toContain(
      t!.id,
    );
    const e = await errorDe(jefe.caller.hojasDeVida.marcar({ candidatoId: c.id, tipoMarcaId: t!.id }));
    expect(formaDeError(e)).toMatchObject({ message: M.marcaNoDisponible, data: { code: 'BAD_REQUEST' } });
    expect(
      (await errorDe(jefe.caller.hojasDeVida.marcar({ candidatoId: c.id, tipoMarcaId: 987_654 }))).message,
    ).toBe(M.marcaNoDisponible);
    await sql('update tipo_marca set activo = true where id = ?', [t!.id]);
  });
});

describe('digital-test ratings', () => {
  it('weighs the global score with the configured interview percentage (spec 03 §9)', async () => {
    const [fila] = await sql<{ candidato_id: number }>(
      `select q.candidato_id from calificacion_prueba_digital q join resultado_prueba_digital r on r.calificacion_id = q.id
        where r.codigo = 'ENTREVISTA' and r.puntaje is not null and q.puntaje_global_reportado is not null order by q.id limit 1`,
    );
    const id = fila!.candidato_id;
    const [cfg] = await sql<{ porcentaje_entrevista: number }>(
      'select porcentaje_entrevista from configuracion_pedidos order by id limit 1',
    );
    const r = await reclutador.caller.hojasDeVida.pruebasDigitales({ candidatoId: id });
    expect(r.porcentajeEntrevista).toBe(cfg!.porcentaje_entrevista);
    const q = r.calificaciones.find((x) => x.pruebas.some((p) => p.codigo === 'ENTREVISTA'))!;
    const entrevista = q.pruebas.find((p) => p.codigo === 'ENTREVISTA')!.puntaje!;
    const pe = cfg!.porcentaje_entrevista;
    const esperado =
      Math.round((((100 - pe) * q.puntajeGlobalReportado!) / 100 + (pe * entrevista) / 100) * 100) / 100;
    expect(q.ponderacion).toMatchObject({ puntaje: q.puntajeGlobalReportado, puntajeEntrevista: entrevista });
    expect(q.ponderacion.final).toBeCloseTo(esperado, 2);
    expect(q.entrevistas.length).toBeGreaterThan(0);
    expect(q.pruebas.find((p) => p.codigo === 'FAC')?.nombre ?? 'Preguntas Filtro').toBe('Preguntas Filtro');

    await sql('update configuracion_pedidos set porcentaje_entrevista = 50');
    const otra = (await jefe.caller.hojasDeVida.pruebasDigitales({ candidatoId: id })).calificaciones.find(
      (x) => x.id === q.id,
    )!;
    expect(otra.ponderacion.final).toBeCloseTo(
      Math.round((q.puntajeGlobalReportado! / 2 + entrevista / 2) * 100) / 100,
      2,
    );
    await sql('update configuracion_pedidos set porcentaje_entrevista = ?', [pe]);
  });

  it('5 per page, newest first, by order and only the valid ones', async () => {
    const c = await primerCandidato(
      'not exists (select 1 from calificacion_prueba_digital q where q.candidato_id = c.id)',
    );
    expect(await jefe.caller.hojasDeVida.pruebasDigitales({ candidatoId: c.id })).toMatchObject({
      total: 0,
      calificaciones: [],
    });
    const [pedido] = await sql<{ id: number }>('select id from pedido order by id limit 1');
    for (let i = 0; i < 7; i++) {
      await sql(
        `insert into calificacion_prueba_digital (candidato_id, pedido_id, puntaje_global_reportado, descartado, fecha, vigente_hasta)
         values (?, ?, ?, false, now() - (? || ' days')::interval, (now() + (? || ' days')::interval)::date)`,
        [c.id, i < 2 ? pedido!.id : null, 60 + i, i, i < 3 ? -5 : 30],
      );
    }
    const p1 = await jefe.caller.hojasDeVida.pruebasDigitales({ candidatoId: c.id });
    expect(p1).toMatchObject({ pagina: 1, paginas: 2, total: 7 });
    expect(p1.calificaciones.map((x) => x.puntajeGlobalReportado)).toEqual([60, 61, 62, 63, 64]);
    expect(p1.calificaciones[0]).toMatchObject({
      vigente: false,
      ponderacion: { final: 60, puntajeEntrevista: null },
    });
    const p2 = await jefe.caller.hojasDeVida.pruebasDigitales({ candidatoId: c.id, pagina: 2 });
    expect(p2.calificaciones.map((x) => x.puntajeGlobalReportado)).toEqual([65, 66]);
    const porPedido = await jefe.caller.hojasDeVida.pruebasDigitales({
      candidatoId: c.id,
      pedidoId: pedido!.id,
    });
    expect(porPedido.calificaciones.map((x) => x.puntajeGlobalReportado)).toEqual([60, 61]);
    const vigentes = await jefe.caller.hojasDeVida.pruebasDigitales({
      candidatoId: c.id,
      soloVigentes: true,
    });
    expect(vigentes.calificaciones.map((x) => x.puntajeGlobalReportado)).toEqual([63, 64, 65, 66]);
    expect((await errorDe(jefe.caller.hojasDeVida.pruebasDigitales({ candidatoId: 99_999_999 }))).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('order traceability', () => {
  it('lists the candidate orders 5 per page with client, position, date, state label and barred flag', async () => {
    const c = await primerCandidato(
      'not exists (select 1 from candidato_pedido x where x.candidato_id = c.id)',
    );
    const vacia = await jefe.caller.hojasDeVida.trazabilidad({ candidatoId: c.id });
    expect(vacia).toEqual({ pagina: 1, paginas: 1, total: 0, filas: [] });
    const pedidos = await sql<{ id: number; cliente_id: number; nombre_cargo: string }>(
      'select id, cliente_id, nombre_cargo from pedido order by id limit 7',
    );
    for (const [i, p] of pedidos.entries()) {
      await sql(
        `insert into candidato_pedido (pedido_id, candidato_id, activo, estado_candidato_pedido, fecha_creacion, fecha_modificacion)
         values (?, ?, false, ?, now() - (? || ' days')::interval, now())`,
        [p.id, c.id, i === 0 ? 42 : i, i],
      );
    }
    await sql('insert into candidato_vetado (candidato_id, cliente_id, created_at) values (?, ?, now())', [
      c.id,
      pedidos[0]!.cliente_id,
    ]);
    const p1 = await jefe.caller.hojasDeVida.trazabilidad({ candidatoId: c.id });
    expect(p1).toMatchObject({ pagina: 1, paginas: 2, total: 7 });
    expect(p1.filas).toHaveLength(5);
    const [cliente] = await sql<{ nombre: string }>('select nombre from cliente where id = ?', [
      pedidos[0]!.cliente_id,
    ]);
    expect(p1.filas[0]).toMatchObject({
      pedidoId: pedidos[0]!.id,
      cliente: cliente!.nombre,
      cargo: pedidos[0]!.nombre_cargo,
      estado: 42,
      estadoEtiqueta: 'Desconocido',
      vetadoCliente: true,
    });
    expect(p1.filas[1]).toMatchObject({ pedidoId: pedidos[1]!.id, estadoEtiqueta: 'Enviado a cliente' });
    const p2 = await psicologa.caller.hojasDeVida.trazabilidad({ candidatoId: c.id, pagina: 2 });
    expect(p2.filas.map((f) => f.pedidoId)).toEqual([pedidos[5]!.id, pedidos[6]!.id]);
    expect(p2.filas.map((f) => f.estadoEtiqueta)).toEqual(['No aprueba entrevista', 'En contratación']);
  });

  it('requires ver_trazabilidad: a user with read_hojadevida only gets FORBIDDEN with the detail', async () => {
    const c = await primerCandidato();
    for (const s of [gerente, reclutador]) {
      const e = await errorDe(s.caller.hojasDeVida.trazabilidad({ candidatoId: c.id }));
      expect(formaDeError(e)).toMatchObject({
        data: { code: 'FORBIDDEN', httpStatus: 403, detalle: MENSAJES.shell.sinPermisos },
      });
    }
    expect((await gerente.caller.hojasDeVida.resumen({ candidatoId: c.id })).candidatoId).toBe(c.id);
  });
});
