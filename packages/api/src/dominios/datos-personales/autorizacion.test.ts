/**
 * datosPersonales.aviso / autorizaciones / enlace: the versioned notice, the e-mailed link (outbox), accepting and
 * revoking by token with the request's evidence, in-person authorisation with the signed form, and the marks on the
 * CV and in the search.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { datosPorCompletarAviso, leerFilasBusqueda, MENSAJES_DATOS_PERSONALES as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, consultasSql, errorDe, formaDeError, type Caller } from '../../testing';
import { fabricasDe, type Fabricas } from '../../testing/fabricas';
import { hashTokenAutorizacion } from './servicios/autorizaciones';

let db: TestDatabase;
let f: Fabricas;
let admin: Caller;
let jefe: Caller;
let sinBandera: Caller;
let sql: ReturnType<typeof consultasSql>['sql'];

const TEXTO_V1 = `Talento S.A.S. trata sus datos personales para procesos de selección y contratación. ${'Usted puede conocer, actualizar, rectificar y suprimir sus datos y revocar esta autorización. '.repeat(3)}`;
const TEXTO_V2 = `${TEXTO_V1}Versión revisada con el nuevo canal de atención.`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The anonymous caller of the public page, from an address and browser of its own. */
const publico = async () =>
  (await callerFor(db.orm, { portal: 'staff', ip: '203.0.113.7', userAgent: 'Navegador del candidato' }))
    .caller;

async function tokenEnviadoA(email: string): Promise<{ token: string; texto: string }> {
  const [m] = await sql<{ payload: { texto: string } }>(
    `select payload from mensaje_saliente where destino = ? and payload->>'texto' like '%/autorizacion-datos/%' order by id desc limit 1`,
    [email],
  );
  const token = /\/autorizacion-datos\/([a-z2-7]{26})/.exec(m?.payload.texto ?? '')?.[1];
  if (!token) throw new Error(`sin enlace de autorización para ${email}`);
  return { token, texto: m!.payload.texto };
}

/** The search row's mark for the person of a document. */
const marcaEnBusqueda = async (documento: string) =>
  leerFilasBusqueda((await jefe.busqueda.palabra({ texto: documento })).filasJson, true)[0]?.sinAutorizacion;

beforeAll(async () => {
  db = await createTestDatabase('datos_personales_autorizacion');
  f = fabricasDe(db.orm);
  sql = consultasSql(db.orm).sql;
  admin = (await callerFor(db.orm, { usuario: 'admin', portal: 'staff' })).caller;
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  // Only the base staff group: no edit_candidato_by_staff.
  const ss = await f.usuario({ rol: 'staff' });
  sinBandera = (await callerFor(db.orm, { usuario: ss.username, portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

describe('datosPersonales.aviso', () => {
  it('a new installation has version 1 published by the installation, with the agency details to complete', async () => {
    // The test database is a clone of the migrated and seeded template, as an installation is after its first start.
    const versiones = await admin.datosPersonales.aviso.versiones();
    expect(versiones.map((v) => [v.version, v.publicadoPor])).toEqual([[1, M.avisoInicial]]);
    const texto = versiones[0]!.texto;
    for (const parte of ['Ley 1581 de 2012', 'Decreto 1377 de 2013', 'Revocar mi autorización'])
      expect(texto).toContain(parte);
    expect(datosPorCompletarAviso(texto)).toEqual(
      expect.arrayContaining(['[RAZÓN SOCIAL DE LA AGENCIA]', '[NIT]']),
    );
    expect(await (await publico()).datosPersonales.aviso.publico()).toMatchObject({ version: 1, texto });
    // So a link can be sent from the start.
    const persona = await f.hojaDeVida();
    expect(await jefe.datosPersonales.autorizaciones.enviarEnlace({ candidatoId: persona.id })).toEqual({
      mensaje: M.enlaceEnviado(persona.email),
    });
  });

  it('refuses a link while no notice exists, then publishes versions that never change', async () => {
    // An installation without any notice (the seed has not run on it); no authorisation names the initial one yet.
    await sql('delete from aviso_privacidad');
    const persona = await f.hojaDeVida();
    const sinAviso = await errorDe(
      jefe.datosPersonales.autorizaciones.enviarEnlace({ candidatoId: persona.id }),
    );
    expect(sinAviso.message).toBe(M.sinAviso);
    expect(await admin.datosPersonales.aviso.publico()).toBeNull();

    const corto = await errorDe(
      admin.datosPersonales.aviso.publicar({ texto: 'Muy corto', versionAnterior: null }),
    );
    expect(corto.code).toBe('BAD_REQUEST');
    expect(formaDeError(corto).data.campos).toEqual({ texto: [M.avisoCorto] });

    expect(await admin.datosPersonales.aviso.publicar({ texto: TEXTO_V1, versionAnterior: null })).toEqual({
      mensaje: M.avisoPublicado(1),
    });
    const igual = await errorDe(
      admin.datosPersonales.aviso.publicar({ texto: TEXTO_V1, versionAnterior: 1 }),
    );
    expect(igual.message).toBe(M.avisoSinCambios);
    const viejo = await errorDe(
      admin.datosPersonales.aviso.publicar({ texto: TEXTO_V2, versionAnterior: null }),
    );
    expect(viejo.code).toBe('CONFLICT');
    expect(viejo.message).toBe(M.avisoCambiado);

    const versiones = await admin.datosPersonales.aviso.versiones();
    expect(versiones.map((v) => [v.version, v.texto, v.publicadoPor])).toEqual([
      [1, TEXTO_V1.trim(), 'Andrés Administrador'],
    ]);
    expect(await (await publico()).datosPersonales.aviso.publico()).toMatchObject({
      version: 1,
      texto: TEXTO_V1.trim(),
    });
    const [auditoria] = await sql<{ n: number }>(
      `select count(*)::int as n from auditoria where accion = 'aviso_privacidad.publicar'`,
    );
    expect(auditoria!.n).toBe(1);
    expect((await errorDe(jefe.datosPersonales.aviso.versiones())).code).toBe('FORBIDDEN');
  });
});

describe('datosPersonales.enlace', () => {
  it('e-mails a one-person link; the person reads the notice, accepts with evidence, and revokes from the same link', async () => {
    const persona = await f.hojaDeVida({ nombre: 'Lucía' });
    const antes = await jefe.datosPersonales.autorizaciones.deCandidato({ candidatoId: persona.id });
    expect(antes).toEqual({ vigente: false, historial: [], ultimoEnlace: null });
    expect(await marcaEnBusqueda(persona.documento)).toBe(true);

    expect(await jefe.datosPersonales.autorizaciones.enviarEnlace({ candidatoId: persona.id })).toEqual({
      mensaje: M.enlaceEnviado(persona.email),
    });
    const { token, texto } = await tokenEnviadoA(persona.email);
    expect(texto).toContain('Hola Lucía');
    expect(texto).toContain('/aviso-privacidad');
    // Only the token's hash is kept.
    const enlaces = await sql<{ token_hash: string }>(
      'select token_hash from enlace_autorizacion where candidato_id = ?',
      [persona.id],
    );
    expect(enlaces).toEqual([{ token_hash: hashTokenAutorizacion(token) }]);

    const anonimo = await publico();
    expect(await anonimo.datosPersonales.enlace.obtener({ token })).toEqual({
      nombre: 'Lucía',
      aviso: { version: 1, texto: TEXTO_V1.trim() },
      autorizado: false,
      puedeAceptar: true,
    });
    // A notice published while the person read: they must read it again.
    await admin.datosPersonales.aviso.publicar({ texto: TEXTO_V2, versionAnterior: 1 });
    const desactualizado = await errorDe(anonimo.datosPersonales.enlace.aceptar({ token, version: 1 }));
    expect(desactualizado.code).toBe('CONFLICT');
    expect(desactualizado.message).toBe(M.avisoDesactualizado);

    expect(await anonimo.datosPersonales.enlace.aceptar({ token, version: 2 })).toEqual({
      mensaje: M.aceptada,
    });
    expect(await anonimo.datosPersonales.enlace.aceptar({ token, version: 2 })).toEqual({
      mensaje: M.yaAceptada,
    });
    expect(await anonimo.datosPersonales.enlace.obtener({ token })).toMatchObject({
      autorizado: true,
      puedeAceptar: false,
    });
    const vigente = await jefe.datosPersonales.autorizaciones.deCandidato({ candidatoId: persona.id });
    expect(vigente.vigente).toBe(true);
    expect(vigente.historial).toEqual([
      expect.objectContaining({
        canal: 'enlace',
        version: 2,
        direccionIp: '203.0.113.7',
        agenteUsuario: 'Navegador del candidato',
        registradaPor: null,
        revocadaEn: null,
      }),
    ]);
    expect(vigente.ultimoEnlace?.usadoEn).toBeInstanceOf(Date);
    expect(await marcaEnBusqueda(persona.documento)).toBe(false);

    expect(await anonimo.datosPersonales.enlace.revocar({ token })).toEqual({ mensaje: M.revocada });
    const revocada = await jefe.datosPersonales.autorizaciones.deCandidato({ candidatoId: persona.id });
    expect(revocada.vigente).toBe(false);
    expect(revocada.historial[0]?.revocadaEn).toBeInstanceOf(Date);
    const [evidencia] = await sql<{ revocada_ip: string; revocada_agente: string }>(
      'select revocada_ip, revocada_agente from autorizacion_datos where candidato_id = ?',
      [persona.id],
    );
    expect(evidencia).toEqual({ revocada_ip: '203.0.113.7', revocada_agente: 'Navegador del candidato' });
    const otraVez = await errorDe(anonimo.datosPersonales.enlace.revocar({ token }));
    expect(otraVez.message).toBe(M.sinAutorizacionQueRevocar);
    // The used link no longer accepts; a new one is needed.
    expect(await anonimo.datosPersonales.enlace.obtener({ token })).toMatchObject({
      autorizado: false,
      puedeAceptar: false,
    });
    expect((await errorDe(anonimo.datosPersonales.enlace.aceptar({ token, version: 2 }))).message).toBe(
      M.enlaceVencido,
    );
  });

  it('an unknown or malformed token is refused in Spanish; a new link expires the unused ones', async () => {
    const anonimo = await publico();
    const desconocido = await errorDe(anonimo.datosPersonales.enlace.obtener({ token: 'a'.repeat(26) }));
    expect(desconocido.code).toBe('NOT_FOUND');
    expect(desconocido.message).toBe(M.enlaceInvalido);
    const malo = await errorDe(anonimo.datosPersonales.enlace.obtener({ token: 'no-es-un-token' }));
    expect(malo.code).toBe('BAD_REQUEST');

    const persona = await f.hojaDeVida();
    await jefe.datosPersonales.autorizaciones.enviarEnlace({ candidatoId: persona.id });
    const primero = (await tokenEnviadoA(persona.email)).token;
    await jefe.datosPersonales.autorizaciones.enviarEnlace({ candidatoId: persona.id });
    const segundo = (await tokenEnviadoA(persona.email)).token;
    expect(segundo).not.toBe(primero);
    expect((await anonimo.datosPersonales.enlace.obtener({ token: primero })).puedeAceptar).toBe(false);
    expect(
      (await errorDe(anonimo.datosPersonales.enlace.aceptar({ token: primero, version: 2 }))).message,
    ).toBe(M.enlaceVencido);
    await anonimo.datosPersonales.enlace.aceptar({ token: segundo, version: 2 });
    const ya = await errorDe(jefe.datosPersonales.autorizaciones.enviarEnlace({ candidatoId: persona.id }));
    expect(ya.message).toBe(M.yaAutorizado);
    expect(
      (await errorDe(sinBandera.datosPersonales.autorizaciones.enviarEnlace({ candidatoId: persona.id })))
        .code,
    ).toBe('FORBIDDEN');
  });
});

describe('datosPersonales.autorizaciones.registrar', () => {
  const formulario = (campos: Record<string, string | File>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(campos)) fd.set(k, v);
    return fd;
  };

  it('in person at a branch needs the signed form; it is stored with who registered it', async () => {
    const persona = await f.hojaDeVida();
    const sinArchivo = await errorDe(
      jefe.datosPersonales.autorizaciones.registrar(
        formulario({ candidatoId: String(persona.id), canal: 'sucursal', fecha: '2026-01-09' }),
      ),
    );
    expect(sinArchivo.message).toBe(M.evidenciaRequerida);
    const archivo = new File([PDF], 'autorizacion-firmada.pdf', { type: 'application/pdf' });
    const r = await jefe.datosPersonales.autorizaciones.registrar(
      formulario({ candidatoId: String(persona.id), canal: 'sucursal', fecha: '2026-01-09', archivo }),
    );
    expect(r.mensaje).toBe(M.autorizacionRegistrada);
    const a = await jefe.datosPersonales.autorizaciones.deCandidato({ candidatoId: persona.id });
    expect(a.historial).toEqual([
      expect.objectContaining({
        id: r.id,
        canal: 'sucursal',
        version: 2,
        archivoNombre: 'autorizacion-firmada.pdf',
        registradaPor: 'Juliana Restrepo Gómez',
        direccionIp: null,
      }),
    ]);
    const [bytes] = await sql<{ n: number }>(
      'select length(archivo)::int as n from autorizacion_datos where id = ?',
      [r.id],
    );
    expect(bytes!.n).toBe(PDF.length);
    const formato = await jefe.datosPersonales.autorizaciones.formato({
      candidatoId: persona.id,
      autorizacionId: r.id,
    });
    expect(formato).toEqual({
      nombre: 'autorizacion-firmada.pdf',
      tipoMime: 'application/pdf',
      base64: PDF.toString('base64'),
    });
    const ajeno = await errorDe(
      jefe.datosPersonales.autorizaciones.formato({ candidatoId: persona.id + 1, autorizacionId: r.id }),
    );
    expect(ajeno.code).toBe('NOT_FOUND');
    expect(ajeno.message).toBe(M.formatoNoEncontrado);
    const doble = await errorDe(
      jefe.datosPersonales.autorizaciones.registrar(
        formulario({ candidatoId: String(persona.id), canal: 'importacion', fecha: '2026-01-09' }),
      ),
    );
    expect(doble.message).toBe(M.yaAutorizado);
    const futura = await errorDe(
      jefe.datosPersonales.autorizaciones.registrar(
        formulario({ candidatoId: String(persona.id), canal: 'importacion', fecha: '2099-01-01' }),
      ),
    );
    expect(futura.message).toBe(M.recibidaFutura);
  });
});
