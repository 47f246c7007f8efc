/**
 * Filing through the ERP against a local fake ERP (real HTTP): success, ERP down → Pendiente then delivered
 * exactly once, a 409 → its msj, no ERP configured → nothing changes; induction; associations; the person's
 * hiring-order e-mail once filed.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CONTRATACION as M } from '@talento/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clienteErpHttp } from '../../nucleo/integraciones/erp';
import { pendientesDe } from '../../nucleo/outbox/filas';
import { entregarErp } from './servicios/entrega-erp';
import { refrescarMaestros } from './servicios/maestros';
import { consultasSql, errorDe, sesionesStaff, type TestSession } from '../../testing';
import { iniciarErpPrueba, type ErpPrueba } from '../../testing/erp-prueba';
import { candidatoEn, LA_SABANA, ordenValida } from './testing/apoyo';

let db: TestDatabase;
let erp: ErpPrueba;
let ejecutivo: TestSession;
let reclutador: TestSession;
let psicologa: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('contratacion-radicar');
  erp = await iniciarErpPrueba();
  [ejecutivo, reclutador, psicologa] = await sesionesStaff(db.orm, 'ejecutivo', 'reclutador', 'psicologa');
});
afterEach(() => {
  delete process.env.ERP_URL;
  delete process.env.ERP_TOKEN;
  erp.reiniciar();
});
afterAll(async () => {
  await erp?.cerrar();
  await db?.drop();
});

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => consultasSql(db.orm).sql<T>(q, p);

/** The worker's pass over one order: its Pendiente ERP rows, oldest first, through the real HTTP client. */
async function entregarPendientes(ordenId: number, intentosMaximos = 5, ahora = new Date()) {
  const config = { url: erp.url, token: 'secreto' };
  const propias = new Set(
    (
      await sql<{ id: number }>("select id from mensaje_saliente where tipo = 'erp' and referencia = ?", [
        `orden_contratacion:${ordenId}`,
      ])
    ).map((f) => Number(f.id)),
  );
  const resultados = [];
  for (const id of await pendientesDe(db.orm, 'erp', 500, ahora)) {
    if (propias.has(id))
      resultados.push(
        await entregarErp(db.orm, id, {
          intentosMaximos,
          erp: clienteErpHttp(config),
          config,
          ahora: () => ahora,
        }),
      );
  }
  return resultados;
}

/** The hiring-order e-mails queued for the person of an order (outbox rows of tipo 'correo'). */
async function correosDeIngreso(ordenId: number, candidatoId: number) {
  return sql<{ payload: { para: string[]; asunto: string; texto: string; html: string } }>(
    "select payload from mensaje_saliente where tipo = 'correo' and referencia = ?",
    [`orden-contratacion:${ordenId}:candidato:${candidatoId}`],
  );
}

async function ordenGuardada(opciones: { cargoEnErp?: boolean } = {}) {
  const c = await candidatoEn(db, LA_SABANA);
  const r = await ejecutivo.caller.contratacion.crear({
    pedidoId: c.pedidoId,
    candidatoPedidoIds: [c.cpId],
    orden: await ordenValida(db, opciones),
  });
  return { ...c, ordenId: r.id, version: r.version };
}

describe('contratacion.radicar', () => {
  it('with no ERP configured says so in Spanish and changes nothing', async () => {
    const o = await ordenGuardada();
    const e = await errorDe(ejecutivo.caller.contratacion.radicar({ id: o.ordenId, version: o.version }));
    expect(e).toMatchObject({ code: 'PRECONDITION_FAILED', message: M.erpSinConfigurar });
    expect(
      await sql("select 1 from mensaje_saliente where tipo = 'erp' and referencia = ?", [
        `orden_contratacion:${o.ordenId}`,
      ]),
    ).toHaveLength(0);
    expect(await ejecutivo.caller.contratacion.obtener({ id: o.ordenId })).toMatchObject({
      version: o.version,
      radicado: false,
      estado: 'guardada',
    });
  });

  it('a position missing from the ERP master is refused with its message', async () => {
    process.env.ERP_URL = erp.url;
    const o = await ordenGuardada({ cargoEnErp: false });
    const e = await errorDe(ejecutivo.caller.contratacion.radicar({ id: o.ordenId, version: o.version }));
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: M.cargoNoEnMaestro });
  });

  it('success: Pendiente (radicando, not filed, not editable), then the ERP answers → filed, association, CV and induction sent', async () => {
    process.env.ERP_URL = erp.url;
    const o = await ordenGuardada();
    const r = await ejecutivo.caller.contratacion.radicar({ id: o.ordenId, version: o.version });
    expect(r).toMatchObject({ estado: 'radicando', mensaje: M.radicacionEncolada });
    const pendiente = await ejecutivo.caller.contratacion.obtener({ id: o.ordenId });
    expect(pendiente).toMatchObject({ radicado: false, estado: 'radicando', mostrarRadicar: false });
    expect(pendiente.llamadas).toMatchObject([{ operacion: 'radicacion', estadoEtiqueta: 'Pendiente' }]);
    const editar = await errorDe(
      ejecutivo.caller.contratacion.editar({
        id: o.ordenId,
        version: pendiente.version,
        orden: { ...(await ordenValida(db)), salario: 3_000_000 },
      }),
    );
    expect(editar).toMatchObject({ code: 'BAD_REQUEST', message: M.radicacionPendiente });
    expect(
      (await errorDe(ejecutivo.caller.contratacion.radicar({ id: o.ordenId, version: pendiente.version })))
        .message,
    ).toBe(M.radicacionPendiente);

    expect(await entregarPendientes(o.ordenId)).toEqual([{ resultado: 'enviado' }]);
    const contrato = erp.recibidas.find((x) => x.ruta === '/contratos')!;
    expect(contrato.headers['idempotency-key']).toMatch(/^talento-erp-\d+$/);
    expect(contrato.headers.authorization).toBe('Bearer secreto');
    expect(contrato.cuerpo).toMatchObject({
      ordenId: o.ordenId,
      empleados: [{ numeroDocumento: o.documento }],
      riesgoArl: 'II',
      centroTrabajo: { porcentaje: 1.044 },
    });

    const radicada = await ejecutivo.caller.contratacion.obtener({ id: o.ordenId });
    expect(radicada).toMatchObject({
      radicado: true,
      estado: 'radicada',
      mostrarRadicar: false,
      mostrarReenviarInduccion: true,
    });
    expect(radicada.fechaRadicado).toBeInstanceOf(Date);
    // "Radicada el … por …": who asked for the filing the ERP accepted.
    const [yo] = await sql<{ nombre: string }>(
      `select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), username) as nombre from usuario where username = 'ejecutivo'`,
    );
    expect(radicada.radicadoPor).toBe(yo!.nombre);
    // The person's hiring-order e-mail, queued by the transaction the ERP's answer committed: when, where and who
    // authorises the entry, with the privacy notice.
    const correos = await correosDeIngreso(o.ordenId, o.candidatoId);
    expect(correos).toHaveLength(1);
    const [persona] = await sql<{ email: string }>('select email from candidato where id = ?', [
      o.candidatoId,
    ]);
    const [correo] = correos;
    expect(correo!.payload.para).toEqual([persona!.email]);
    expect(correo!.payload.asunto).toMatch(/^Su ingreso como .+ en Distribuidora La Sabana S\.A\.S\.$/);
    expect(correo!.payload.texto).toContain('Fecha de ingreso: 15/12/2026.');
    expect(correo!.payload.texto).toContain('Ciudad: Bogotá');
    expect(correo!.payload.texto).toContain('Persona que autoriza su ingreso: Camila Torres.');
    expect(correo!.payload.texto).toContain('aviso de privacidad (Ley 1581 de 2012)');
    expect(correo!.payload.html).toContain('/aviso-privacidad');
    // The CV (tipo nomina) and the induction were queued by the same transaction.
    expect(radicada.llamadas.map((l) => [l.operacion, l.estadoEtiqueta]).sort()).toEqual([
      ['hoja_de_vida', 'Pendiente'],
      ['induccion', 'Pendiente'],
      ['radicacion', 'Enviado'],
    ]);
    expect(await entregarPendientes(o.ordenId)).toEqual([{ resultado: 'enviado' }]); // the induction (the CV goes by the nomina worker)
    const [a] = await sql<{ codigo_empleado: string; contrato: string; estado_induccion: number }>(
      'select codigo_empleado, contrato, estado_induccion from asociacion_empleado_erp where orden_contratacion_id = ?',
      [o.ordenId],
    );
    expect(a).toEqual({ codigo_empleado: `EMP-${o.documento}`, contrato: 'CT-1', estado_induccion: 1 });

    // Filed: only the observations may change.
    const base = { ...(await ordenValida(db)), salario: 2_000_000 };
    const cambioSalario = await errorDe(
      ejecutivo.caller.contratacion.editar({
        id: o.ordenId,
        version: radicada.version,
        orden: { ...base, salario: 9 },
      }),
    );
    expect(cambioSalario.message).toBe(M.soloCamposPermitidos);
    // A master deactivated after filing (ERP refresh) does not block changing the observations.
    await sql('update centro_trabajo set activo = false where id = ?', [base.centroTrabajoId]);
    await expect(
      ejecutivo.caller.contratacion.editar({
        id: o.ordenId,
        version: radicada.version,
        orden: { ...base, observaciones: 'Llega con dotación' },
      }),
    ).resolves.toMatchObject({ mensaje: M.guardada });
    await sql('update centro_trabajo set activo = true where id = ?', [base.centroTrabajoId]);
    expect((await ejecutivo.caller.contratacion.obtener({ id: o.ordenId })).campos.observaciones).toBe(
      'Llega con dotación',
    );
  });

  it('ERP down → stays Pendiente (not filed); ERP up → delivered exactly once', async () => {
    process.env.ERP_URL = erp.url;
    const o = await ordenGuardada();
    await ejecutivo.caller.contratacion.radicar({ id: o.ordenId, version: o.version });
    erp.caido = true;
    const [fallo] = await entregarPendientes(o.ordenId);
    expect(fallo).toMatchObject({ resultado: 'reintentar', intentos: 1 });
    expect(await ejecutivo.caller.contratacion.obtener({ id: o.ordenId })).toMatchObject({
      radicado: false,
      estado: 'radicando',
    });
    erp.caido = false;
    // The failed call waits its back-off (30 s after the first failure): the next pass skips it, a later one sends it.
    expect(await entregarPendientes(o.ordenId)).toEqual([]);
    expect(await entregarPendientes(o.ordenId, 5, new Date(Date.now() + 60_000))).toEqual([
      { resultado: 'enviado' },
    ]);
    // Two workers handed the same row: the lock and the state make the second skip it.
    const [fila] = await sql<{ id: number }>(
      "select id from mensaje_saliente where tipo = 'erp' and destino = 'radicacion' and referencia = ?",
      [`orden_contratacion:${o.ordenId}`],
    );
    const config = { url: erp.url, token: undefined };
    expect(
      await entregarErp(db.orm, fila!.id, { intentosMaximos: 5, erp: clienteErpHttp(config), config }),
    ).toEqual({ resultado: 'omitido' });
    expect(erp.creados.get('/contratos')).toBe(1);
    expect(await ejecutivo.caller.contratacion.obtener({ id: o.ordenId })).toMatchObject({ radicado: true });
    expect(await correosDeIngreso(o.ordenId, o.candidatoId)).toHaveLength(1);
  });

  it("a 409 is final: the ERP's msj plus the generic message, the order stays saved; retry puts it back to Pendiente", async () => {
    process.env.ERP_URL = erp.url;
    const o = await ordenGuardada();
    await ejecutivo.caller.contratacion.radicar({ id: o.ordenId, version: o.version });
    erp.respuestas.set('/contratos', {
      status: 409,
      cuerpo: { msj: 'El empleado ya tiene un contrato activo' },
    });
    expect(await entregarPendientes(o.ordenId)).toEqual([
      { resultado: 'rechazado', mensaje: 'El empleado ya tiene un contrato activo' },
    ]);
    const vista = await ejecutivo.caller.contratacion.obtener({ id: o.ordenId });
    expect(vista).toMatchObject({ radicado: false, estado: 'guardada', mostrarRadicar: true });
    const [llamada] = vista.llamadas;
    expect(llamada).toMatchObject({
      operacion: 'radicacion',
      estadoEtiqueta: 'Error',
      mensaje: `El empleado ya tiene un contrato activo. ${M.erpGenerico}`,
    });
    expect(
      await sql('select 1 from asociacion_empleado_erp where orden_contratacion_id = ?', [o.ordenId]),
    ).toHaveLength(0);
    // Not filed: the person is told nothing.
    expect(await correosDeIngreso(o.ordenId, o.candidatoId)).toHaveLength(0);
    expect(
      (
        await errorDe(
          reclutador.caller.contratacion.reintentarLlamada({ ordenId: o.ordenId, mensajeId: llamada!.id }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    await ejecutivo.caller.contratacion.reintentarLlamada({ ordenId: o.ordenId, mensajeId: llamada!.id });
    expect((await ejecutivo.caller.contratacion.obtener({ id: o.ordenId })).estado).toBe('radicando');
    expect(
      (
        await errorDe(
          ejecutivo.caller.contratacion.reintentarLlamada({ ordenId: o.ordenId, mensajeId: llamada!.id }),
        )
      ).message,
    ).toBe(M.soloErrorReintenta);
  });

  it('"Enviar de nuevo inducción" only for a filed order in stage 3-4; one pending at a time', async () => {
    process.env.ERP_URL = erp.url;
    const o = await ordenGuardada();
    const guardada = await errorDe(
      ejecutivo.caller.contratacion.reenviarInduccion({ id: o.ordenId, version: o.version }),
    );
    expect(guardada.message).toBe(M.induccionNoPermite);
    await ejecutivo.caller.contratacion.radicar({ id: o.ordenId, version: o.version });
    await entregarPendientes(o.ordenId);
    await entregarPendientes(o.ordenId);
    const v = (await ejecutivo.caller.contratacion.obtener({ id: o.ordenId })).version;
    await ejecutivo.caller.contratacion.reenviarInduccion({ id: o.ordenId, version: v });
    const v2 = (await ejecutivo.caller.contratacion.obtener({ id: o.ordenId })).version;
    expect(
      (await errorDe(ejecutivo.caller.contratacion.reenviarInduccion({ id: o.ordenId, version: v2 })))
        .message,
    ).toBe(M.induccionPendiente);
    expect(await entregarPendientes(o.ordenId)).toEqual([{ resultado: 'enviado' }]);
    expect(erp.recibidas.filter((x) => x.ruta === '/inducciones')).toHaveLength(2);

    // The same filed order once its order is finished (stage 5): not offered, refused, nothing queued.
    const v3 = (await ejecutivo.caller.contratacion.obtener({ id: o.ordenId })).version;
    await sql('update pedido set estado_pedido = 5 where id = ?', [o.pedidoId]);
    try {
      expect(await ejecutivo.caller.contratacion.obtener({ id: o.ordenId })).toMatchObject({
        radicado: true,
        mostrarReenviarInduccion: false,
      });
      expect(
        (await errorDe(ejecutivo.caller.contratacion.reenviarInduccion({ id: o.ordenId, version: v3 })))
          .message,
      ).toBe(M.induccionNoPermite);
      expect(await entregarPendientes(o.ordenId)).toEqual([]);
    } finally {
      // candidatoEn takes La Sabana's first stage-4 order: the other tests use it too.
      await sql('update pedido set estado_pedido = 4 where id = ?', [o.pedidoId]);
    }
  });
});

describe('contratacion.asociaciones', () => {
  it('filed orders with the employee association, by document; only ver_asociaciones_empleado', async () => {
    process.env.ERP_URL = erp.url;
    const o = await ordenGuardada();
    await ejecutivo.caller.contratacion.radicar({ id: o.ordenId, version: o.version });
    await entregarPendientes(o.ordenId);
    const r = await ejecutivo.caller.contratacion.asociaciones({ documento: o.documento });
    expect(r.filas).toMatchObject([
      {
        ordenId: o.ordenId,
        numeroDocumento: o.documento,
        codigoEmpleado: `EMP-${o.documento}`,
        estadoInduccionEtiqueta: 'Sin iniciar',
      },
    ]);
    expect(r.filas[0]!.llamadas.map((l) => l.operacion).sort()).toEqual([
      'hoja_de_vida',
      'induccion',
      'radicacion',
    ]);
    expect(
      (await ejecutivo.caller.contratacion.asociaciones({ candidatoId: o.candidatoId })).filas,
    ).toHaveLength(1);
    // ver_asociaciones_empleado is required (the psychologist does not have it).
    expect((await errorDe(psicologa.caller.contratacion.asociaciones({}))).code).toBe('FORBIDDEN');
  });
});

// Last in the file: it rewrites the masters the other tests read.
describe('refrescarMaestros (tarea programada cuando hay ERP)', () => {
  it('upserts what the ERP lists, deactivates what it no longer lists, leaves a master it failed to give as it was', async () => {
    const [cargo] = await sql<{ codigo: string }>(
      'select codigo from cargo where not existe_en_erp order by id limit 1',
    );
    erp.maestros.set('cargos', [{ codigo: cargo!.codigo, nombre: 'Cargo del ERP' }]);
    erp.maestros.set('centros-trabajo', [{ codigo: 'CT-NUEVO', nombre: 'Centro nuevo', porcentaje: 2.436 }]);
    erp.maestros.set('conceptos', [{ codigo: '9999', nombre: 'Concepto nuevo' }]);
    erp.maestros.set('niveles', [{ codigo: 'N1-X', nombre: 'Subgrupo X', nivel: 1 }]);
    // centros-costo answers a format the client cannot read: that master is not touched.
    erp.respuestas.set('/maestros/centros-costo', { status: 200, cuerpo: { no: 'es una lista' } });
    const costosAntes = await sql('select id from centro_costo_erp where activo order by id');
    const hechos = await refrescarMaestros(
      db.orm.em.fork(),
      clienteErpHttp({ url: erp.url, token: undefined }),
    );
    expect(hechos.sort()).toEqual(['cargos', 'centros-trabajo', 'conceptos', 'niveles']);
    expect(await sql('select codigo from cargo where existe_en_erp')).toEqual([{ codigo: cargo!.codigo }]);
    expect(
      await sql('select codigo, porcentaje::float8 as porcentaje from centro_trabajo where activo'),
    ).toEqual([{ codigo: 'CT-NUEVO', porcentaje: 2.436 }]);
    expect(
      await sql("select codigo from catalogo_item where categoria = 'CONCEPTO_CONTRATO' and activo"),
    ).toEqual([{ codigo: '9999' }]);
    expect(await sql('select codigo, tipo from nivel_organizacional_erp where activo')).toEqual([
      { codigo: 'N1-X', tipo: 'ea_subgrupo' },
    ]);
    expect(await sql('select id from centro_costo_erp where activo order by id')).toEqual(costosAntes);
    // Orders still point to deactivated rows (never deleted).
    expect((await sql<{ n: number }>('select count(*)::int as n from centro_trabajo'))[0]!.n).toBeGreaterThan(
      1,
    );
  });
});
