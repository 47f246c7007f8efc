/**
 * datosPersonales.acceso (everything held about a person, JSON and PDF) and datosPersonales.accesos (the access
 * audit: who opened, printed or exported a CV, and list exports with personal data; append-only).
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { ACCIONES_ACCESO_DATOS, EXPORTACIONES_CON_DATOS_PERSONALES, MENSAJES_ACCESOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import { fabricasDe } from '../../../testing/fabricas';
import { personaConDatos, type PersonaConDatos } from '../testing/persona-con-datos';
import { EXPORTACIONES } from '../../../exportacion/registro';
import type { DocumentoDatos } from './servicios/documento';

let db: TestDatabase;
let admin: Caller;
let jefe: Caller;
let persona: PersonaConDatos;

beforeAll(async () => {
  db = await createTestDatabase('datos_personales_acceso');
  admin = (await callerFor(db.orm, { usuario: 'admin', portal: 'staff', ip: '10.1.1.1' })).caller;
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff', ip: '10.2.2.2' })).caller;
  persona = await personaConDatos(db.orm, fabricasDe(db.orm), jefe);
  await jefe.hojasDeVida.resumen({ candidatoId: persona.candidatoId });
  await jefe.datosPersonales.accesos.registrarImpresion({ candidatoId: persona.candidatoId });
  const [evidencia] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(
      `select e.id from archivo_evidencia_requisito e join requisito_persona r on r.id = e.requisito_persona_id where r.hoja_de_vida_id = ?`,
      [persona.hojaDeVidaId],
    );
  await jefe.hojasDeVida.evidenciaRequisito({ archivoId: evidencia!.id });
});
afterAll(async () => {
  await db?.drop();
});

const sql = () => db.orm.em.fork().getConnection();

describe('datosPersonales.acceso.exportar', () => {
  it('the JSON has a record from every area: CV lists, requirements and files, tests, orders and events, appointments, comments, marks, bars, authorisations, e-mails, accesses', async () => {
    const archivo = await admin.datosPersonales.acceso.exportar({
      candidatoId: persona.candidatoId,
      formato: 'json',
    });
    expect(archivo.tipoMime).toBe('application/json');
    expect(archivo.nombre).toMatch(
      new RegExp(`^datos-personales-${persona.candidatoId}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const d = JSON.parse(Buffer.from(archivo.base64, 'base64').toString('utf8')) as DocumentoDatos;
    expect(d.persona).toEqual({
      candidatoId: persona.candidatoId,
      nombre: `${persona.nombre1} ${persona.apellido1}`,
      documento: persona.documento,
      email: persona.email,
    });
    for (const area of [
      'hojaDeVida',
      'requisitos',
      'pruebas',
      'pedidos',
      'citas',
      'comentarios',
      'marcas',
      'vetados',
      'autorizaciones',
      'correos',
      'accesos',
    ] as const)
      expect({ area, filas: d.areas[area] > 0 }).toEqual({ area, filas: true });
    const seccion = (tabla: string) => d.secciones.find((s) => s.tabla === tabla)?.filas ?? [];
    expect(seccion('experiencia')).toHaveLength(2);
    expect(seccion('hijo')).toEqual([expect.objectContaining({ nombre: 'Sofía Fábrica' })]);
    expect(seccion('referencia_personal')).toHaveLength(2);
    // A file goes as its size and its entry in the ZIP (which alone carries the bytes), listed once in `archivos`.
    const [evidencia] = seccion('archivo_evidencia_requisito');
    const enZip = `archivos/evidencias-de-requisitos/${evidencia?.id as number}-cedula-${persona.documento}.pdf`;
    expect(evidencia).toMatchObject({
      nombre: `cedula-${persona.documento}.pdf`,
      contenido: { bytes: 4, archivo: enZip },
    });
    expect(d.archivos).toEqual([
      {
        archivo: enZip,
        tabla: 'archivo_evidencia_requisito',
        id: evidencia?.id,
        columna: 'contenido',
        bytes: 4,
        tipoMime: 'application/pdf',
      },
    ]);
    expect(seccion('pedido')).toEqual([expect.objectContaining({ id: persona.pedidoId })]);
    expect(seccion('evento_pedido').length).toBeGreaterThan(0);
    expect(seccion('autorizacion_datos')).toEqual([expect.objectContaining({ canal: 'enlace' })]);
    expect(seccion('auditoria').map((a) => a.accion)).toEqual(
      expect.arrayContaining(['lectura_hoja_de_vida', 'impresion_hoja_de_vida']),
    );
    // Never a password or token hash, nor the search document.
    expect(JSON.stringify(d)).not.toMatch(/"(clave_hash|token_hash|busqueda)"/);
  });

  it('the PDF is a PDF for the person', async () => {
    const archivo = await admin.datosPersonales.acceso.exportar({
      candidatoId: persona.candidatoId,
      formato: 'pdf',
    });
    expect(archivo.tipoMime).toBe('application/pdf');
    const bytes = Buffer.from(archivo.base64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(3000);
  });

  it('needs admin_datos_personales; an unknown person is NOT_FOUND; a bad format is said in Spanish', async () => {
    expect(
      (
        await errorDe(
          jefe.datosPersonales.acceso.exportar({ candidatoId: persona.candidatoId, formato: 'json' }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (await errorDe(admin.datosPersonales.acceso.exportar({ candidatoId: 2_000_000_000, formato: 'json' })))
        .code,
    ).toBe('NOT_FOUND');
    const e = await errorDe(
      admin.datosPersonales.acceso.exportar({ candidatoId: persona.candidatoId, formato: 'xml' as 'json' }),
    );
    expect(e.code).toBe('BAD_REQUEST');
  });
});

describe('datosPersonales.accesos', () => {
  it('the CV shows its recent accesses: opened, printed, exported, newest first, with who', async () => {
    const { filas } = await jefe.datosPersonales.accesos.recientes({ candidatoId: persona.candidatoId });
    const acciones = filas.map((f) => [f.accion, f.usuario]);
    expect(acciones).toEqual(
      expect.arrayContaining([
        ['lectura_hoja_de_vida', 'jefe'],
        ['impresion_hoja_de_vida', 'jefe'],
        ['lectura_evidencia_requisito', 'jefe'],
        ['exportacion_datos_personales', 'admin'],
      ]),
    );
    expect(filas.every((f) => f.candidatoId === persona.candidatoId)).toBe(true);
    const fechas = filas.map((f) => f.fecha.getTime());
    expect(fechas).toEqual([...fechas].sort((a, b) => b - a));
  });

  it('an administrator filters by person (document), user and date; list exports with personal data are listed', async () => {
    await sql().execute(
      `insert into auditoria (usuario_id, accion, recurso, detalle, ip, fecha)
       values ((select id from usuario where username = 'jefe'), 'exportar', 'busquedaPalabra', '{"filas": 7}', '10.2.2.2', now()),
              ((select id from usuario where username = 'jefe'), 'exportar', 'almacenes', '{"filas": 3}', '10.2.2.2', now())`,
    );
    const porPersona = await admin.datosPersonales.accesos.listar({ documento: persona.documento });
    expect(porPersona.filas.map((f) => f.accion)).toEqual(
      expect.arrayContaining([
        'lectura_hoja_de_vida',
        'impresion_hoja_de_vida',
        'exportacion_datos_personales',
      ]),
    );
    expect(porPersona.filas.every((f) => f.documento === persona.documento)).toBe(true);
    const deJefe = await admin.datosPersonales.accesos.listar({ usuario: 'jefe' });
    expect(deJefe.filas.every((f) => f.usuario === 'jefe')).toBe(true);
    const exportacion = deJefe.filas.find((f) => f.accion === 'exportar');
    expect(exportacion).toMatchObject({
      recurso: 'busquedaPalabra',
      persona: null,
      detalle: '7 filas de busquedaPalabra',
    });
    expect(deJefe.filas.some((f) => f.recurso === 'almacenes')).toBe(false);
    expect(Object.keys(ACCIONES_ACCESO_DATOS)).toContain(exportacion!.accion);
    expect((await admin.datosPersonales.accesos.listar({ hasta: '2020-01-01' })).total).toBe(0);
    expect((await admin.datosPersonales.accesos.listar({ documento: 'NADIE-123' })).total).toBe(0);
    const e = await errorDe(
      admin.datosPersonales.accesos.listar({ desde: '2026-12-02', hasta: '2026-12-01' }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(e.cause)).toContain(MENSAJES_ACCESOS.rangoInvalido);
    expect((await errorDe(jefe.datosPersonales.accesos.listar({}))).code).toBe('FORBIDDEN');
  });

  it('every list export said to carry personal data is a kind of «Exportar»', () => {
    expect(EXPORTACIONES_CON_DATOS_PERSONALES.filter((t) => !(t in EXPORTACIONES))).toEqual([]);
  });

  it('the log is append-only: the database refuses to change or delete a row', async () => {
    await expect(
      sql().execute(`update auditoria set accion = 'otra' where accion = 'impresion_hoja_de_vida'`),
    ).rejects.toThrow();
    await expect(
      sql().execute(`delete from auditoria where accion = 'impresion_hoja_de_vida'`),
    ).rejects.toThrow();
    const [n] = await sql().execute<{ n: number }[]>(
      `select count(*)::int as n from auditoria where accion = 'impresion_hoja_de_vida' and recurso_id = ?`,
      [String(persona.candidatoId)],
    );
    expect(n!.n).toBe(1);
  });

  it('printing an unknown person is NOT_FOUND', async () => {
    expect(
      (await errorDe(jefe.datosPersonales.accesos.registrarImpresion({ candidatoId: 2_000_000_000 }))).code,
    ).toBe('NOT_FOUND');
  });
});
