/** hojasDeVida.resumen, fotoRostro and archivo: every section, computed percentages, audit, permissions. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, sesionesStaff, type TestSession } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';

let db: TestDatabase;
let jefe: TestSession;
let reclutador: TestSession;
let ejecutivo: TestSession;
let fabricas: Fabricas;

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(q, p);

beforeAll(async () => {
  db = await createTestDatabase('hv-resumen');
  [jefe, reclutador, ejecutivo] = await sesionesStaff(db.orm, 'jefe', 'reclutador', 'ejecutivo');
  fabricas = fabricasDe(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

/** A new person with a full CV: two experiences (one current), a child, two references, a skill, two positions. */
async function candidatoCompleto(): Promise<{ candidato_id: number; hv_id: number }> {
  const persona = await fabricas.hojaDeVidaCompleta();
  return { candidato_id: persona.id, hv_id: persona.hojaDeVidaId };
}

describe('hojasDeVida.resumen', () => {
  it('returns every section of a seeded CV, the latest experience and the percentages computed from the data', async () => {
    const { candidato_id: id, hv_id } = await candidatoCompleto();
    const r = await reclutador.caller.hojasDeVida.resumen({ candidatoId: id });
    const [c] = await sql<{ nombre1: string; numero_documento: string; email: string }>(
      'select * from candidato where id = ?',
      [id],
    );
    expect(r.candidatoId).toBe(id);
    expect(r.hojaDeVidaId).toBe(hv_id);
    expect(r.nombreCompleto).toContain(c!.nombre1);
    expect(r.personal).toMatchObject({ numeroDocumento: c!.numero_documento, email: c!.email });
    expect(r.personal.tipoDocumento).toBeTruthy();
    expect(r.personal.ciudad).toBeTruthy();
    expect(r.personal.direccion).toBeTruthy();
    expect(r.personal.ciudad).toContain('Bogotá');
    expect(r.personal.direccion).toContain('Calle 45 # 12-30');
    expect(r.experiencias).toHaveLength(2);
    expect(r.familia.hijos).toHaveLength(1);
    expect(r.referencias).toHaveLength(2);
    expect(r.habilidades.map((h) => h.nombre)).toEqual(['Manejo de montacargas']);
    expect(r.general.cargosAAspirar).toEqual(['Auxiliar de bodega', 'Operario logístico']);
    expect(r.archivos).toEqual([]);

    const [ultima] = await sql<{ id: number }>(
      `select id from experiencia where hoja_de_vida_id = ? order by (actual or fecha_retiro is null) desc, fecha_retiro desc nulls first, fecha_ingreso desc limit 1`,
      [hv_id],
    );
    expect(r.ultimaExperienciaId).toBe(ultima!.id);
    expect(r.experiencias[0]!.id).toBe(ultima!.id);
    // The current job (Distribuidora Andina) is the latest, ahead of the one that ended in 2022.
    expect(r.experiencias[0]).toMatchObject({ empresa: 'Distribuidora Andina' });

    // The summary's percentages are the rule's (the stored copy is kept by the writers, see completitud.test.ts).
    for (const v of Object.values(r.porcentajes))
      expect(Number.isInteger(v) && v >= 0 && v <= 100).toBe(true);
    const q = r.porcentajes;
    expect(q.total).toBe(
      Math.round(
        (q.personal * 25 + q.general * 15 + q.experiencia * 25 + q.familia * 10 + q.educacion * 25) / 100,
      ),
    );
  });

  it('a read writes nothing of the CV or the candidate: stored percentages, version and dates stay, even when the stored percentages are stale', async () => {
    const { candidato_id: id, hv_id } = await candidatoCompleto();
    await sql(
      'update hoja_de_vida set porcentaje_total = 3, porcentaje_personal = 4, porcentaje_experiencia = 5 where id = ?',
      [hv_id],
    );
    const fila = () =>
      sql<Record<string, unknown>>(
        'select h.*, c.version as version_candidato, c.updated_at from hoja_de_vida h join candidato c on c.id = h.candidato_id where h.id = ?',
        [hv_id],
      );
    const antes = await fila();
    const r = await jefe.caller.hojasDeVida.resumen({ candidatoId: id });
    await jefe.caller.hojasDeVida.resumen({ candidatoId: id });
    expect(r.porcentajes.total).not.toBe(3); // computed from the data, not the stale copy
    expect(await fila()).toEqual(antes);
  });

  it('writes an audit row per read without personal data', async () => {
    const { candidato_id: id } = await candidatoCompleto();
    const pedido = await fabricas.pedido();
    const antes = await sql<{ n: string }>(
      `select count(*) n from auditoria where accion = 'lectura_hoja_de_vida' and recurso_id = ?`,
      [String(id)],
    );
    await jefe.caller.hojasDeVida.resumen({ candidatoId: id, pedidoId: pedido.id });
    const filas = await sql<{ usuario_id: number; recurso: string; detalle: unknown }>(
      `select * from auditoria where accion = 'lectura_hoja_de_vida' and recurso_id = ? order by id desc`,
      [String(id)],
    );
    expect(filas.length).toBe(Number(antes[0]!.n) + 1);
    expect(filas[0]).toMatchObject({
      usuario_id: jefe.usuario!.id,
      recurso: 'hojasDeVida.resumen',
      detalle: { pedidoId: pedido.id },
    });
  });

  it('shows postgraduates by type, diplomados, other studies, languages, dependants, education in progress, documents and the photo', async () => {
    const { candidato_id: id, hv_id } = await candidatoCompleto();
    await sql(
      `insert into postgrado (hoja_de_vida_id, tipo, institucion, titulo, graduado) values (?, 2, 'Universidad Nacional', 'Maestría en Logística', true), (?, 1, 'EAN', 'Especialización en Gerencia', false)`,
      [hv_id, hv_id],
    );
    await sql(
      `insert into diplomado (hoja_de_vida_id, institucion, nombre, fecha_fin, intensidad_horas) values (?, 'SENA', 'Diplomado en SST', '2022-06-30', 120)`,
      [hv_id],
    );
    await sql(
      `insert into persona_a_cargo (hoja_de_vida_id, parentesco, nombre, fecha_nacimiento) values (?, 2, 'Carmen Ruiz', '1950-02-10')`,
      [hv_id],
    );
    await sql(
      `insert into educacion_en_curso (hoja_de_vida_id, nivel, institucion, programa, semestre_actual) values (?, 1, 'Uniminuto', 'Administración de empresas', 3)`,
      [hv_id],
    );
    await sql(`insert into idioma (hoja_de_vida_id, idioma, nivel) values (?, 2, 1) on conflict do nothing`, [
      hv_id,
    ]);
    await sql(
      `insert into archivo_hoja_de_vida (hoja_de_vida_id, tipo_documento, nombre, tipo_mime, tamano, contenido, creado_en) values (?, 'Cédula', 'cedula.pdf', 'application/pdf', 8, convert_to('%PDF-1.4', 'UTF8'), now())`,
      [hv_id],
    );
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await sql(`update candidato set foto_rostro = ?, foto_rostro_tipo_mime = 'image/png' where id = ?`, [
      png,
      id,
    ]);

    const r = await jefe.caller.hojasDeVida.resumen({ candidatoId: id });
    expect(r.educacion.postgrados.map((p) => p.tipoEtiqueta)).toEqual(['Especialización', 'Maestria']);
    expect(r.educacion.diplomados).toContainEqual(
      expect.objectContaining({ nombre: 'Diplomado en SST', fechaFin: '2022-06-30', intensidadHoras: 120 }),
    );
    expect(r.familia.personasACargo).toContainEqual(
      expect.objectContaining({
        parentesco: 'Abuelo/a',
        nombre: 'Carmen Ruiz',
        fechaNacimiento: '1950-02-10',
      }),
    );
    expect(r.educacion.enCurso).toContainEqual(
      expect.objectContaining({
        nivel: 'Educación superior',
        programa: 'Administración de empresas',
        semestreActual: 3,
      }),
    );
    expect(r.idiomas).toContainEqual(expect.objectContaining({ idioma: 'Francés', nivel: 'Intermedio' }));
    expect(r.tieneFoto).toBe(true);
    const archivo = r.archivos[0]!;
    expect(archivo).toMatchObject({
      nombre: 'cedula.pdf',
      tipoDocumento: 'Cédula',
      tipoMime: 'application/pdf',
    });

    const foto = await jefe.caller.hojasDeVida.fotoRostro({ candidatoId: id });
    expect(foto.dataUrl).toBe(`data:image/png;base64,${png.toString('base64')}`);
    const doc = await jefe.caller.hojasDeVida.archivo({ candidatoId: id, archivoId: archivo.id });
    expect(Buffer.from(doc.base64, 'base64').toString()).toBe('%PDF-1.4');
    const [audit] = await sql<{ recurso_id: string; detalle: { archivoId: number } }>(
      `select * from auditoria where accion = 'lectura_archivo_hoja_de_vida' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ recurso_id: String(id), detalle: { archivoId: archivo.id } });

    // A document is only reachable through its own CV; a non-image "photo" is never served.
    const otro = { candidato_id: (await fabricas.hojaDeVida()).id };
    expect(
      (
        await errorDe(
          jefe.caller.hojasDeVida.archivo({ candidatoId: otro.candidato_id, archivoId: archivo.id }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    await sql(`update candidato set foto_rostro = ?, foto_rostro_tipo_mime = 'text/html' where id = ?`, [
      Buffer.from('<script>'),
      id,
    ]);
    expect((await jefe.caller.hojasDeVida.fotoRostro({ candidatoId: id })).dataUrl).toBeNull();
    expect((await jefe.caller.hojasDeVida.fotoRostro({ candidatoId: otro.candidato_id })).dataUrl).toBeNull();
  });

  it('percentages follow the data: without experiences and references they drop to 0', async () => {
    const fila = await candidatoCompleto();
    const antes = await jefe.caller.hojasDeVida.resumen({ candidatoId: fila.candidato_id });
    expect(antes.porcentajes.experiencia).toBeGreaterThan(0);
    expect(antes.porcentajes.referencias).toBeGreaterThan(0);
    await sql('delete from experiencia where hoja_de_vida_id = ?', [fila.hv_id]);
    await sql('delete from referencia_personal where hoja_de_vida_id = ?', [fila.hv_id]);
    const despues = await jefe.caller.hojasDeVida.resumen({ candidatoId: fila.candidato_id });
    expect(despues.porcentajes).toMatchObject({ experiencia: 0, referencias: 0 });
    expect(despues.porcentajes.total).toBeLessThan(antes.porcentajes.total);
    expect(despues.experiencias).toEqual([]);
    expect(despues.ultimaExperienciaId).toBeNull();
  });

  it('unknown candidates answer NOT_FOUND; bad input BAD_REQUEST; without read_hojadevida FORBIDDEN', async () => {
    expect((await errorDe(jefe.caller.hojasDeVida.resumen({ candidatoId: 99_999_999 }))).code).toBe(
      'NOT_FOUND',
    );
    const malo = await errorDe(jefe.caller.hojasDeVida.resumen({ candidatoId: -3 }));
    expect(malo.code).toBe('BAD_REQUEST');
    const { candidato_id: id } = await candidatoCompleto();
    const sin = await errorDe(ejecutivo.caller.hojasDeVida.resumen({ candidatoId: id }));
    expect(formaDeError(sin)).toMatchObject({
      message: MENSAJES.shell.sinPermisos,
      data: { code: 'FORBIDDEN', detalle: MENSAJES.shell.sinPermisos },
    });
    expect((await errorDe(ejecutivo.caller.hojasDeVida.fotoRostro({ candidatoId: id }))).code).toBe(
      'FORBIDDEN',
    );
  });
});
