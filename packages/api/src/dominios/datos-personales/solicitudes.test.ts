/**
 * datosPersonales.solicitudes: consultas and reclamos with their legal due date in Colombian business days, states,
 * owner, the one extension and the answer; and the ones due this week on "Mis pendientes".
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_DATOS_PERSONALES as M, type EntradaRegistrarSolicitud } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, formaDeError, type Caller } from '../../testing';
import { fabricasDe, type Fabricas } from '../../testing/fabricas';

let db: TestDatabase;
let f: Fabricas;
/** Friday 9 January 2026 at 10:00 in Bogotá: Monday the 12th is the Reyes holiday (moved from the 6th). */
const VIERNES = new Date('2026-01-09T15:00:00Z');
let admin: Caller;
let adminId: number;
let jefe: Caller;

const solicitud = (cambios: Partial<EntradaRegistrarSolicitud> = {}): EntradaRegistrarSolicitud => ({
  tipo: 'consulta',
  motivo: 'acceso',
  candidatoId: null,
  titularNombre: 'Marta Lucía Gómez',
  titularDocumento: '52111222',
  solicitanteNombre: 'Marta Lucía Gómez',
  calidad: 'titular',
  medio: 'correo',
  contacto: 'marta@correo.test',
  recibidaEn: '2026-01-09',
  detalle: 'Pide conocer qué datos suyos tiene la agencia.',
  ...cambios,
});

const adminEn = async (ahora: Date) =>
  (await callerFor(db.orm, { usuario: 'admin', portal: 'staff', now: () => ahora })).caller;

beforeAll(async () => {
  db = await createTestDatabase('datos_personales_solicitudes');
  f = fabricasDe(db.orm);
  admin = await adminEn(VIERNES);
  const [u] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>("select id from usuario where username = 'admin'");
  adminId = u!.id;
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff', now: () => VIERNES })).caller;
});
afterAll(async () => {
  await db?.drop();
});

describe('datosPersonales.solicitudes', () => {
  it('a consulta received on the Friday before a holiday is due 10 business days later; a reclamo 15', async () => {
    const consulta = await admin.datosPersonales.solicitudes.registrar(solicitud());
    expect(consulta).toEqual({
      id: consulta.id,
      venceEn: '2026-01-26',
      mensaje: 'Solicitud registrada: vence el 26/01/2026',
    });
    const reclamo = await admin.datosPersonales.solicitudes.registrar(
      solicitud({ tipo: 'reclamo', motivo: 'supresion', titularDocumento: '52111333' }),
    );
    expect(reclamo.venceEn).toBe('2026-02-02');

    const detalle = await admin.datosPersonales.solicitudes.obtener({ id: consulta.id });
    expect(detalle).toMatchObject({
      tipo: 'consulta',
      motivo: 'acceso',
      estado: 'recibida',
      recibidaEn: '2026-01-09',
      venceEn: '2026-01-26',
      diasRestantes: 10,
      prorrogada: false,
      responsable: null,
      registradaPor: 'Andrés Administrador',
    });
    const lista = await admin.datosPersonales.solicitudes.listar({ texto: '52111' });
    expect(lista.filas.map((s) => [s.id, s.venceEn])).toEqual([
      [consulta.id, '2026-01-26'],
      [reclamo.id, '2026-02-02'],
    ]);
    const hastaEl26 = await admin.datosPersonales.solicitudes.listar({ vencenHasta: '2026-01-26' });
    expect(hastaEl26.filas.map((s) => s.id)).toContain(consulta.id);
    expect(hastaEl26.filas.map((s) => s.id)).not.toContain(reclamo.id);
  });

  it('links the CV of the holder’s document; refuses a future receipt day and bad input in Spanish, writing nothing', async () => {
    const persona = await f.hojaDeVida();
    const r = await admin.datosPersonales.solicitudes.registrar(
      solicitud({ titularDocumento: persona.documento, motivo: 'actualizacion' }),
    );
    expect((await admin.datosPersonales.solicitudes.obtener({ id: r.id })).candidatoId).toBe(persona.id);

    const antes = (await admin.datosPersonales.solicitudes.listar({})).total;
    const futura = await errorDe(
      admin.datosPersonales.solicitudes.registrar(solicitud({ recibidaEn: '2026-01-10' })),
    );
    expect(futura.code).toBe('BAD_REQUEST');
    expect(futura.message).toBe(M.recibidaFutura);
    const sinDetalle = await errorDe(
      admin.datosPersonales.solicitudes.registrar(solicitud({ detalle: '  ', tipo: 'otra' as never })),
    );
    expect(sinDetalle.code).toBe('BAD_REQUEST');
    expect(formaDeError(sinDetalle).data.campos).toEqual({
      tipo: [M.campoRequerido],
      detalle: [M.campoRequerido],
    });
    const noExiste = await errorDe(
      admin.datosPersonales.solicitudes.registrar(solicitud({ candidatoId: 2_000_000_000 })),
    );
    expect(noExiste.message).toBe(M.candidatoNoEncontrado);
    expect((await admin.datosPersonales.solicitudes.listar({})).total).toBe(antes);
    expect((await errorDe(jefe.datosPersonales.solicitudes.listar({}))).code).toBe('FORBIDDEN');
  });

  it('takes an owner and a state, one extension before the term ends, and an answer that closes it', async () => {
    const { id } = await admin.datosPersonales.solicitudes.registrar(
      solicitud({ titularDocumento: '52111444' }),
    );
    let s = await admin.datosPersonales.solicitudes.obtener({ id });
    const ps = await f.usuario({ rol: 'psicologo' });
    const [psId] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>('select id from usuario where username = ?', [ps.username]);
    const ajeno = await errorDe(
      admin.datosPersonales.solicitudes.gestionar({
        id,
        version: s.version,
        estado: 'en_tramite',
        responsableId: psId!.id,
      }),
    );
    expect(ajeno.message).toBe(M.responsableInvalido);
    expect((await admin.datosPersonales.solicitudes.responsables()).map((u) => u.id)).toContain(adminId);

    s = await admin.datosPersonales.solicitudes.gestionar({
      id,
      version: s.version,
      estado: 'en_tramite',
      responsableId: adminId,
    });
    expect(s).toMatchObject({
      estado: 'en_tramite',
      responsableId: adminId,
      responsable: 'Andrés Administrador',
    });
    const viejo = await errorDe(
      admin.datosPersonales.solicitudes.gestionar({
        id,
        version: s.version - 1,
        estado: 'recibida',
        responsableId: null,
      }),
    );
    expect(viejo.code).toBe('CONFLICT');

    // After the term ended, no extension; before it, one (consulta: 5 more business days).
    const tarde = await adminEn(new Date('2026-01-27T15:00:00Z'));
    expect(
      (
        await errorDe(
          tarde.datosPersonales.solicitudes.prorrogar({
            id,
            version: s.version,
            motivo: 'Revisión de archivo',
          }),
        )
      ).message,
    ).toBe(M.prorrogaVencida);
    s = await admin.datosPersonales.solicitudes.prorrogar({
      id,
      version: s.version,
      motivo: 'Revisión de archivo',
    });
    expect(s).toMatchObject({
      prorrogada: true,
      venceEn: '2026-02-02',
      motivoProrroga: 'Revisión de archivo',
    });
    expect(
      (await errorDe(admin.datosPersonales.solicitudes.prorrogar({ id, version: s.version, motivo: 'Otra' })))
        .message,
    ).toBe(M.yaProrrogada);

    expect(
      (await errorDe(admin.datosPersonales.solicitudes.responder({ id, version: s.version, respuesta: ' ' })))
        .code,
    ).toBe('BAD_REQUEST');
    s = await admin.datosPersonales.solicitudes.responder({
      id,
      version: s.version,
      respuesta: 'Se le envió por correo la copia de sus datos.',
    });
    expect(s).toMatchObject({
      estado: 'respondida',
      respondidaPor: 'Andrés Administrador',
      diasRestantes: null,
    });
    const cerrada = await errorDe(
      admin.datosPersonales.solicitudes.gestionar({
        id,
        version: s.version,
        estado: 'en_tramite',
        responsableId: null,
      }),
    );
    expect(cerrada.message).toBe(M.solicitudRespondida);
  });
});

describe('Mis pendientes', () => {
  it('lists the open requests due by the end of this week, theirs or unowned, to holders of the flag only', async () => {
    const a = await admin.datosPersonales.solicitudes.registrar(solicitud({ titularDocumento: '52119991' }));
    const b = await admin.datosPersonales.solicitudes.registrar(
      solicitud({ titularDocumento: '52119992', tipo: 'reclamo' }),
    );
    // Thursday 22 January 2026: this week ends on Sunday the 25th; the consulta is due Monday the 26th.
    const jueves = await adminEn(new Date('2026-01-22T15:00:00Z'));
    const ids = async (c: Caller) => (await c.inicio.pendientes()).solicitudesDatos?.filas.map((s) => s.id);
    expect(await ids(jueves)).not.toContain(a.id);
    // Monday the 26th: the consulta is due today; the reclamo (due 2 February) is not this week's.
    const lunes = await adminEn(new Date('2026-01-26T15:00:00Z'));
    const pendientes = (await lunes.inicio.pendientes()).solicitudesDatos;
    expect(pendientes?.filas).toContainEqual({
      id: a.id,
      tipo: 'consulta',
      titular: 'Marta Lucía Gómez',
      venceEn: '2026-01-26',
      diasRestantes: 0,
    });
    expect(pendientes?.filas.map((s) => s.id)).not.toContain(b.id);
    expect((await jefe.inicio.pendientes()).solicitudesDatos).toBeNull();
  });
});
