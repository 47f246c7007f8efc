/**
 * POST /api/datos-personales/exportar over HTTP: everything held about a person as a ZIP with the PDF, the JSON and
 * every file with its exact bytes (the JSON naming each file's entry), audited; refused like a tRPC call (status and
 * Spanish message, nothing streamed, no export audited) without a session, from another origin, without
 * admin_datos_personales, for a bad body and for an unknown person.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fabricasDe } from '@talento/api/testing/fabricas';
import { leerZip } from '@talento/api/testing/zip';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingresar, levantar, type ServidorDePrueba } from '../testing/http';

let db: TestDatabase;
let dist: string;
let servidor: ServidorDePrueba;
let candidatoId: number;
/** What was stored, by `tabla/id/columna`. */
const guardados = new Map<string, Buffer>();

const JPEG = (n: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(n)]);
const PDF = (n: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(n)]);

async function sql<T>(consulta: string, params: unknown[] = []): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(consulta, params);
}

/** Inserts a row with a file and remembers its bytes under `tabla/id/columna`. */
async function conArchivo(
  tabla: string,
  columna: string,
  bytes: Buffer,
  consulta: string,
  params: unknown[],
) {
  const [fila] = await sql<{ id: number }>(consulta, params);
  guardados.set(`${tabla}/${fila!.id}/${columna}`, bytes);
}

beforeAll(async () => {
  db = await createTestDatabase('http_datos_personales');
  dist = await mkdtemp(path.join(os.tmpdir(), 'talento-dist-'));
  servidor = await levantar({ orm: db.orm, dist });
  const persona = await fabricasDe(db.orm).hojaDeVida({ nombre: 'Eufemia' });
  candidatoId = persona.id;

  const foto = JPEG(3000);
  await sql(`update candidato set foto_rostro = ?, foto_rostro_tipo_mime = 'image/jpeg' where id = ?`, [
    foto,
    candidatoId,
  ]);
  guardados.set(`candidato/${candidatoId}/foto_rostro`, foto);
  // Two documents with the same name, one of them large (read and sent one at a time).
  for (const bytes of [PDF(2 * 1024 * 1024), PDF(500)])
    await conArchivo(
      'archivo_hoja_de_vida',
      'contenido',
      bytes,
      `insert into archivo_hoja_de_vida (hoja_de_vida_id, tipo_documento, nombre, tipo_mime, tamano, contenido, creado_en)
       values (?, 'Cédula', 'cédula.pdf', 'application/pdf', ?, ?, now()) returning id`,
      [persona.hojaDeVidaId, bytes.length, bytes],
    );
  const [req] = await sql<{ id: number }>(
    `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, created_at, version)
     values (?, (select id from requisito order by id limit 1), current_date, 1, false, now(), 1) returning id`,
    [persona.hojaDeVidaId],
  );
  // A name typed with a path in it never becomes a path in the ZIP.
  const evidencia = PDF(1200);
  await conArchivo(
    'archivo_evidencia_requisito',
    'contenido',
    evidencia,
    `insert into archivo_evidencia_requisito (requisito_persona_id, nombre, tipo_mime, tamano, contenido, creado_en)
     values (?, '../../etc/certificado.pdf', 'application/pdf', ?, ?, now()) returning id`,
    [req!.id, evidencia.length, evidencia],
  );
  const formato = JPEG(800);
  await conArchivo(
    'autorizacion_datos',
    'archivo',
    formato,
    `insert into autorizacion_datos (candidato_id, aviso_id, canal, otorgada_en, archivo, archivo_nombre, archivo_tipo_mime, registrada_por_id)
     values (?, (select id from aviso_privacidad order by version desc limit 1), 'sucursal', now(), ?, 'formato firmado.jpg', 'image/jpeg',
             (select id from usuario where username = 'jefe')) returning id`,
    [candidatoId, formato],
  );
});
afterAll(async () => {
  await servidor?.close();
  await db?.drop();
  if (dist) await rm(dist, { recursive: true, force: true });
});

const exportar = (cuerpo: string, cookie?: string, origin: string | null = servidor.base) =>
  fetch(`${servidor.base}/api/datos-personales/exportar`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(origin ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: cuerpo,
  });

const exportacionesAuditadas = async () =>
  (
    await sql<{ n: number }>(
      `select count(*)::int as n from auditoria where accion = 'exportacion_datos_personales' and recurso_id = ?`,
      [String(candidatoId)],
    )
  )[0]!.n;

interface Documento {
  persona: { candidatoId: number };
  archivos: { archivo: string; tabla: string; id: number; columna: string; bytes: number }[];
  secciones: { tabla: string; filas: Record<string, unknown>[] }[];
}

describe('POST /api/datos-personales/exportar', () => {
  it('streams a ZIP with the PDF, the JSON and every file with its exact bytes, each named in the JSON; audited', async () => {
    const cookie = await ingresar(servidor.base, 'admin');
    const antes = await exportacionesAuditadas();
    const res = await exportar(JSON.stringify({ candidatoId }), cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="datos-personales-${candidatoId}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const zip = await leerZip(Buffer.from(await res.arrayBuffer()));

    expect(zip.get('datos-personales.pdf')?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const d = JSON.parse(zip.get('datos-personales.json')!.toString('utf8')) as Documento;
    expect(d.persona.candidatoId).toBe(candidatoId);
    // Every file stored, once, with its bytes; nothing else in the ZIP.
    expect(d.archivos.map((a) => `${a.tabla}/${a.id}/${a.columna}`).sort()).toEqual(
      [...guardados.keys()].sort(),
    );
    expect([...zip.keys()].sort()).toEqual(
      ['datos-personales.json', 'datos-personales.pdf', ...d.archivos.map((a) => a.archivo)].sort(),
    );
    for (const a of d.archivos) {
      const esperado = guardados.get(`${a.tabla}/${a.id}/${a.columna}`)!;
      expect({ archivo: a.archivo, iguales: zip.get(a.archivo)?.equals(esperado) }).toEqual({
        archivo: a.archivo,
        iguales: true,
      });
      expect(a.bytes).toBe(esperado.length);
      // The row's file cell names its entry.
      const fila = d.secciones.find((s) => s.tabla === a.tabla)?.filas.find((f) => f.id === a.id);
      expect(fila?.[a.columna]).toEqual({ bytes: esperado.length, archivo: a.archivo });
    }
    const nombres = d.archivos.map((a) => a.archivo);
    expect(new Set(nombres).size).toBe(nombres.length);
    expect(nombres.every((n) => n.startsWith('archivos/') && !n.includes('..'))).toBe(true);
    expect(nombres).toContain(`archivos/datos-personales/${candidatoId}-foto-rostro.jpg`);
    expect(nombres.filter((n) => n.endsWith('-cédula.pdf'))).toHaveLength(2);
    expect(nombres.filter((n) => n.startsWith('archivos/evidencias-de-requisitos/'))).toEqual([
      expect.stringMatching(/^archivos\/evidencias-de-requisitos\/\d+-etc_certificado\.pdf$/),
    ]);
    expect(await exportacionesAuditadas()).toBe(antes + 1);
  });

  it('refuses without a session, from another origin, without the flag, a bad body and an unknown person', async () => {
    const admin = await ingresar(servidor.base, 'admin');
    const jefe = await ingresar(servidor.base, 'jefe');
    const cuerpo = JSON.stringify({ candidatoId });
    const antes = await exportacionesAuditadas();
    expect((await exportar(cuerpo)).status).toBe(401);
    expect((await exportar(cuerpo, admin, 'https://otro.example')).status).toBe(403);
    expect((await exportar(cuerpo, jefe)).status).toBe(403);
    const malo = await exportar(JSON.stringify({ candidatoId: 'todos' }), admin);
    expect(malo.status).toBe(400);
    expect(await malo.text()).toContain('Información errada');
    const roto = await exportar('{"candidatoId": ', admin);
    expect({ status: roto.status, cuerpo: await roto.json() }).toEqual({
      status: 400,
      cuerpo: { error: { message: MENSAJES.errores.solicitudMalformada } },
    });
    expect((await exportar(JSON.stringify({ candidatoId: 2_000_000_000 }), admin)).status).toBe(404);
    expect(await exportacionesAuditadas()).toBe(antes);
  });
});
