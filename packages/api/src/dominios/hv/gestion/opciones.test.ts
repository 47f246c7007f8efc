/** Options menu procedures: edit candidate, send to stock, release, add to order (flags, scope, messages, one transaction). */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_EDICION, MENSAJES_STOCK_HV } from '@talento/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, sesionesStaff, type TestSession } from '../../../testing';
import { CLIENTES_PSICOLOGA } from '../../../testing/pedido-detalle';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { filaCandidato, sql } from './testing/apoyo';

/** Confecciones del Valle: not one of the psychologist's clients. */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let gerente: TestSession;
let reclutador: TestSession;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('hv-gestion-opciones');
  [jefe, psicologa, gerente, reclutador] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'gerente',
    'reclutador',
  );
  fabricas = fabricasDe(db.orm);
  expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
  expect(CLIENTES_PSICOLOGA).not.toContain(CLIENTE_FUERA_PSICOLOGA);
});

/** A new free person with a CV (not hired: estado_informa 0, born 1992), as the rows the tests read. */
async function persona() {
  const hv = await fabricas.hojaDeVida();
  expect(
    (
      await sql<{ estado_informa: number }>(db, 'select estado_informa from candidato where id = ?', [hv.id])
    )[0],
  ).toEqual({ estado_informa: 0 });
  return { id: hv.id, documento: hv.documento, hvId: hv.hojaDeVidaId };
}
afterEach(() => {
  delete process.env.NOMINA_URL;
});
afterAll(async () => {
  await db?.drop();
});

async function entradaEdicion(candidatoId: number) {
  const d = await jefe.caller.hojasDeVida.datosEdicion({ candidatoId });
  const entrada = {
    candidatoId: d.candidatoId,
    version: d.version,
    nombre1: d.nombre1,
    nombre2: d.nombre2,
    apellido1: d.apellido1,
    apellido2: d.apellido2,
    email: d.email,
    telefonoOCelular: d.telefonoOCelular,
    whatsapp: d.whatsapp,
    fechaNacimiento: d.fechaNacimiento ?? '1990-01-01',
  };
  return { datos: d, entrada };
}

describe('hojasDeVida.editarCandidato', () => {
  it('requires the channel when a personal field changes (exact message) and changes nothing without it', async () => {
    const c = await persona();
    const { datos, entrada } = await entradaEdicion(c.id);
    expect(datos.motivos.length).toBeGreaterThan(0);
    const e = await errorDe(
      jefe.caller.hojasDeVida.editarCandidato({ ...entrada, telefonoOCelular: '3109998877' }),
    );
    expect(e).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Cuando se modifica la información debe especificar le medio por el cual se entero',
    });
    expect((await filaCandidato(db, c.id)).version).toBe(datos.version);
    const r = await jefe.caller.hojasDeVida.editarCandidato({
      ...entrada,
      telefonoOCelular: '3109998877',
      motivoCambioId: datos.motivos[0]!.id,
    });
    expect(r).toMatchObject({ contratoActualizador: false, mensaje: MENSAJES_EDICION.actualizado });
    expect(r.version).toBe(datos.version + 1);
    const [audit] = await sql<{ detalle: { campos: string[] } }>(
      db,
      "select detalle from auditoria where accion = 'candidato_editado' and recurso_id = ?",
      [String(c.id)],
    );
    expect(audit?.detalle.campos).toEqual(['telefonoOCelular']);
    const viejo = await errorDe(
      jefe.caller.hojasDeVida.editarCandidato({
        ...entrada,
        nombre1: 'Otro',
        motivoCambioId: datos.motivos[0]!.id,
      }),
    );
    expect(viejo.code).toBe('CONFLICT');
  });

  it('an edit that changes the personal data rewrites the stored completion percentages (not the CV version)', async () => {
    const c = await persona();
    await sql(db, 'update candidato set fecha_nacimiento = null where id = ?', [c.id]);
    const antes = (await jefe.caller.hojasDeVida.resumen({ candidatoId: c.id })).porcentajes;
    const guardados = (ps: typeof antes) => [
      ps.total,
      ps.personal,
      ps.general,
      ps.experiencia,
      ps.familia,
      ps.educacion,
      ps.referencias,
    ];
    await sql(
      db,
      `update hoja_de_vida set porcentaje_total = ?, porcentaje_personal = ?, porcentaje_general = ?, porcentaje_experiencia = ?,
        porcentaje_familia = ?, porcentaje_educacion = ?, porcentaje_referencias = ? where id = ?`,
      [...guardados(antes), c.hvId],
    );
    const hv = () =>
      sql<Record<string, string | number>>(db, 'select * from hoja_de_vida where id = ?', [c.hvId]).then(
        (f) => f[0]!,
      );
    const versionHv = (await hv()).version;
    const { datos, entrada } = await entradaEdicion(c.id);
    await jefe.caller.hojasDeVida.editarCandidato({
      ...entrada,
      fechaNacimiento: '1991-04-12',
      motivoCambioId: datos.motivos[0]!.id,
    });
    const despues = (await jefe.caller.hojasDeVida.resumen({ candidatoId: c.id })).porcentajes;
    expect(despues.personal).toBeGreaterThan(antes.personal);
    const fila = await hv();
    expect(
      ['total', 'personal', 'general', 'experiencia', 'familia', 'educacion', 'referencias'].map((k) =>
        Number(fila[`porcentaje_${k}`]),
      ),
    ).toEqual(guardados(despues));
    expect(fila.version).toBe(versionHv);
  });

  it('validates the form (names 2–30, e-mail) with BAD_REQUEST and changes the password (min 6) to an argon2id hash', async () => {
    const c = await persona();
    const { entrada } = await entradaEdicion(c.id);
    expect((await errorDe(jefe.caller.hojasDeVida.editarCandidato({ ...entrada, nombre1: 'A' }))).code).toBe(
      'BAD_REQUEST',
    );
    expect((await errorDe(jefe.caller.hojasDeVida.editarCandidato({ ...entrada, email: 'malo' }))).code).toBe(
      'BAD_REQUEST',
    );
    const corta = await errorDe(
      jefe.caller.hojasDeVida.editarCandidato({ ...entrada, cambiarClave: true, nuevaClave: '12345' }),
    );
    expect(JSON.stringify(corta.cause)).toContain(MENSAJES_EDICION.claveCorta);
    const r = await jefe.caller.hojasDeVida.editarCandidato({
      ...entrada,
      cambiarClave: true,
      nuevaClave: 'Nueva2026',
    });
    expect(r.mensaje).toBe(MENSAJES_EDICION.actualizado);
    expect((await filaCandidato(db, c.id)).clave_hash).toMatch(/^\$argon2id\$/);
    expect((await jefe.caller.hojasDeVida.datosEdicion({ candidatoId: c.id })).tieneClave).toBe(true);
  });

  it('a hired candidate: payroll update queued when configured (contratoActualizador), told when not', async () => {
    // Hired and reported to payroll (the hiring integration marks it; no screen does).
    const c = await persona();
    await sql(db, 'update candidato set estado_informa = 1 where id = ?', [c.id]);
    const inicial = await entradaEdicion(c.id);
    const motivo = inicial.datos.motivos[0]!.id;
    let { entrada } = inicial;
    const sin = await jefe.caller.hojasDeVida.editarCandidato({
      ...entrada,
      whatsapp: '3001112233',
      motivoCambioId: motivo,
    });
    expect(sin).toMatchObject({ contratoActualizador: false, mensaje: MENSAJES_EDICION.nominaSinConfigurar });
    expect(
      await sql(db, "select 1 from mensaje_saliente where tipo = 'nomina' and referencia = ?", [
        `candidato:${c.id}`,
      ]),
    ).toHaveLength(0);
    process.env.NOMINA_URL = 'http://127.0.0.1:9/nomina';
    ({ entrada } = await entradaEdicion(c.id));
    const con = await jefe.caller.hojasDeVida.editarCandidato({
      ...entrada,
      whatsapp: '3001112244',
      motivoCambioId: motivo,
    });
    expect(con).toMatchObject({ contratoActualizador: true, mensaje: MENSAJES_EDICION.actualizadoConNomina });
    const [fila] = await sql<{ payload: { motivo: string; whatsapp: string } }>(
      db,
      "select payload from mensaje_saliente where tipo = 'nomina' and referencia = ?",
      [`candidato:${c.id}`],
    );
    expect(fila?.payload).toMatchObject({ motivo: 'actualizacion', whatsapp: '3001112244' });
  });

  it('needs edit_candidato_by_staff', async () => {
    const c = await persona();
    expect((await errorDe(reclutador.caller.hojasDeVida.datosEdicion({ candidatoId: c.id }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await errorDe(gerente.caller.hojasDeVida.editarCandidato({} as never))).code).toBe('FORBIDDEN');
  });
});

describe('hojasDeVida.enviarAStock / liberar', () => {
  it('to a category for a city: spec messages, digital tests required, then "ya asociado"', async () => {
    const c = await persona();
    await sql(
      db,
      'insert into calificacion_prueba_digital (candidato_id, descartado, fecha) values (?, false, now())',
      [c.id],
    );
    const { categorias } = await jefe.caller.hojasDeVida.destinosStock();
    const [ciudad] = await sql<{ id: number }>(db, 'select id from ciudad order by id limit 1');
    const base = { candidatoId: c.id, categoriaId: categorias[0]!.id, ciudadId: ciudad!.id, pedidoId: null };
    expect((await errorDe(jefe.caller.hojasDeVida.enviarAStock({ ...base, accion: 'otra' }))).message).toBe(
      'Opcion invalida',
    );
    expect(
      (
        await errorDe(
          jefe.caller.hojasDeVida.enviarAStock({ ...base, accion: 'a_categoria', ciudadId: null }),
        )
      ).message,
    ).toBe('Debe especificar Ciudad');
    expect(
      (await errorDe(jefe.caller.hojasDeVida.enviarAStock({ ...base, accion: 'a_pedido_stock' }))).message,
    ).toBe('Debe definir un pedido stock al cual enviar el candidato.');
    const r = await jefe.caller.hojasDeVida.enviarAStock({ ...base, accion: 'a_categoria' });
    expect(r).toMatchObject({ disponibilidadStock: 3, mensaje: 'Candidato asociado a la categoria' });
    expect((await filaCandidato(db, c.id)).disponibilidad_stock).toBe(3);
    expect(
      (await errorDe(jefe.caller.hojasDeVida.enviarAStock({ ...base, accion: 'a_categoria' }))).message,
    ).toBe('El candidato ya se encuentra asociado a una categoria.');
  });

  it('"El candidato no esta disponible" for a person in process; release sets 0 and marks their order rows released', async () => {
    const enProceso = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 2 })).id,
    });
    const c = { id: enProceso.persona.id };
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(1);
    const { categorias } = await jefe.caller.hojasDeVida.destinosStock();
    const [ciudad] = await sql<{ id: number }>(db, 'select id from ciudad order by id limit 1');
    const e = await errorDe(
      jefe.caller.hojasDeVida.enviarAStock({
        candidatoId: c.id,
        accion: 'a_categoria',
        categoriaId: categorias[0]!.id,
        ciudadId: ciudad!.id,
        pedidoId: null,
      }),
    );
    expect(e.message).toBe(MENSAJES_STOCK_HV.noDisponible);
    expect((await errorDe(psicologa.caller.hojasDeVida.liberar({ candidatoId: c.id }))).code).toBe(
      'FORBIDDEN',
    );
    const r = await jefe.caller.hojasDeVida.liberar({ candidatoId: c.id });
    expect(r.disponibilidad).toBe(0);
    expect(await filaCandidato(db, c.id)).toMatchObject({ disponibilidad: 0, disponibilidad_stock: 0 });
    expect(
      await sql(db, 'select 1 from candidato_pedido where candidato_id = ? and activo and not liberado', [
        c.id,
      ]),
    ).toHaveLength(0);
    expect((await errorDe(jefe.caller.hojasDeVida.liberar({ candidatoId: c.id }))).message).toBe(
      'El candidato ya esta disponible',
    );
  });

  it("release takes the person out of a stock pool and recomputes that pool's level in the same transaction", async () => {
    const enProceso = await fabricas.candidatoEnPedido({
      pedidoId: (await fabricas.pedido({ estado: 2 })).id,
    });
    const ps = await fabricas.perfilStock();
    const fila = await fabricas.enStock(ps.id, enProceso.persona.id);
    await sql(db, 'update perfil_stock set nivel = null, nivel_calculado_en = null where id = ?', [ps.id]);
    await jefe.caller.hojasDeVida.liberar({ candidatoId: enProceso.persona.id });
    expect(await sql(db, 'select estado from candidato_perfil_stock where id = ?', [fila])).toEqual([
      { estado: 2 },
    ]);
    const [nivel] = await sql<{ nivel: number | null; nivel_calculado_en: Date | null }>(
      db,
      'select nivel, nivel_calculado_en from perfil_stock where id = ?',
      [ps.id],
    );
    expect(nivel).toMatchObject({ nivel: 4 });
    expect(nivel!.nivel_calculado_en).not.toBeNull();
  });

  it('to a stock order in scope (pre-selected, availability 1/4); outside the scope NOT_FOUND', async () => {
    const fuera = await fabricas.pedido({ estado: 2, stock: true, cliente: CLIENTE_FUERA_PSICOLOGA });
    const destino = await fabricas.pedido({ estado: 2, stock: true });
    const c = await persona();
    const e = await errorDe(
      psicologa.caller.hojasDeVida.enviarAStock({
        candidatoId: c.id,
        accion: 'a_pedido_stock',
        categoriaId: null,
        ciudadId: null,
        pedidoId: fuera.id,
      }),
    );
    expect(e.code).toBe('NOT_FOUND');
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(0);
    const r = await jefe.caller.hojasDeVida.enviarAStock({
      candidatoId: c.id,
      accion: 'a_pedido_stock',
      categoriaId: null,
      ciudadId: null,
      pedidoId: destino.id,
    });
    expect(r).toMatchObject({ disponibilidadStock: 4, mensaje: MENSAJES_STOCK_HV.enviadoPedidoStock });
    expect(
      await sql(
        db,
        'select 1 from candidato_pedido where candidato_id = ? and pedido_id = ? and activo and pool = 0',
        [c.id, destino.id],
      ),
    ).toHaveLength(1);
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(1);
  });
});

describe('hojasDeVida.pedidosCompatibles / agregarAPedido', () => {
  it("lists only current orders (2–4) of the user's clients, searchable; adds through the order pipeline", async () => {
    const c = await persona();
    const [uno, dos] = [await fabricas.pedido({ estado: 2 }), await fabricas.pedido({ estado: 3 })];
    const stock = await fabricas.pedido({ estado: 2, stock: true });
    const ajeno = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
    const r = await psicologa.caller.hojasDeVida.pedidosCompatibles({ candidatoId: c.id, texto: '' });
    expect(r.pedidos.map((p) => p.id)).toEqual(expect.arrayContaining([uno.id, dos.id]));
    expect(r.pedidos.map((p) => p.id)).not.toContain(stock.id);
    expect(r.pedidos.map((p) => p.id)).not.toContain(ajeno.id);
    expect(r.mensajeDisponibilidad).toBeNull();
    const ids = r.pedidos.map((p) => p.id);
    const filas = await sql<{ id: number; es_stock: boolean; estado_pedido: number; documento: string }>(
      db,
      `select p.id, p.es_stock, p.estado_pedido, k.numero_documento as documento from pedido p join cliente k on k.id = p.cliente_id where p.id in (${ids.join(',')})`,
    );
    for (const f of filas) {
      expect(f.es_stock).toBe(false);
      expect([2, 3, 4]).toContain(f.estado_pedido);
      expect(CLIENTES_PSICOLOGA).toContain(f.documento);
    }
    const filtrado = await psicologa.caller.hojasDeVida.pedidosCompatibles({
      candidatoId: c.id,
      texto: String(ids[0]),
    });
    expect(filtrado.pedidos.map((p) => p.id)).toContain(ids[0]);

    const requerido = await errorDe(
      psicologa.caller.hojasDeVida.agregarAPedido({ candidatoId: c.id, pedidoId: 0 }),
    );
    expect(JSON.stringify(requerido.cause)).toContain('Debes seleccionar un pedido');
    const a = await psicologa.caller.hojasDeVida.agregarAPedido({ candidatoId: c.id, pedidoId: ids[0]! });
    expect(a).toMatchObject({ estado: 0, pool: 0, mensaje: 'Candidato agregado exitosamente' });
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(1);
    expect(
      await sql(db, 'select 1 from evento_pedido where pedido_id = ? and tipo_evento = 3', [ids[0]]),
    ).not.toHaveLength(0);
    const otra = await errorDe(
      psicologa.caller.hojasDeVida.agregarAPedido({ candidatoId: c.id, pedidoId: ids[1] ?? ids[0]! }),
    );
    expect(otra.code).toBe('BAD_REQUEST');
    const despues = await psicologa.caller.hojasDeVida.pedidosCompatibles({ candidatoId: c.id, texto: '' });
    expect(despues.pedidos.map((p) => p.id)).not.toContain(ids[0]);
    expect(despues.mensajeDisponibilidad).toBe('Este candidato ya se encuentra en proceso con un pedido.');
  });

  it("an order outside the user's clients is NOT_FOUND; gerente FORBIDDEN", async () => {
    const c = await persona();
    const fuera = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
    expect(
      (await errorDe(psicologa.caller.hojasDeVida.agregarAPedido({ candidatoId: c.id, pedidoId: fuera.id })))
        .code,
    ).toBe('NOT_FOUND');
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(0);
    expect(
      (await errorDe(gerente.caller.hojasDeVida.pedidosCompatibles({ candidatoId: c.id, texto: '' }))).code,
    ).toBe('FORBIDDEN');
  });
});
