/**
 * Migration 000056 on a database with export audit rows written before the filters were audited without typed text:
 * every string among their filters (a name, a document) becomes '[texto omitido]'; other actions' rows and the numbers
 * stay; the audit is append-only again afterwards.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTO_OMITIDO } from './filtros-auditables';

const MIGRACION = 'Migration20261203000056_auditoria_exportar_sin_texto';
let db: TestDatabase;
const sql = <T>(q: string) => db.orm.em.fork().getConnection().execute<T[]>(q);

beforeAll(async () => {
  db = await createTestDatabase('auditoria_exportar_migracion');
});
afterAll(async () => {
  await db?.drop();
});

describe('migración de la auditoría de Exportar', () => {
  it('removes the typed text of old export rows, keeps numbers and other rows; the audit stays append-only', async () => {
    await db.orm.migrator.down({ migrations: [MIGRACION] });
    await sql(`insert into auditoria (usuario_id, accion, recurso, detalle, ip, fecha) values
      (null, 'exportar', 'busquedaPalabra', '{"filtros": {"texto": "Ana Pérez", "pagina": 1, "vacio": ""}, "filas": 7}', '10.0.0.1', now()),
      (null, 'exportar', 'vetados', '{"filtros": {"documentos": ["1020304050", 3]}, "filas": 2}', '10.0.0.1', now()),
      (null, 'login', 'usuario', '{"usuario": "ana.perez"}', '10.0.0.1', now())`);

    await db.orm.migrator.up({ migrations: [MIGRACION] });
    const filas = await sql<{ recurso: string; detalle: unknown }>(
      `select recurso, detalle from auditoria where ip = '10.0.0.1' order by id`,
    );
    expect(filas).toEqual([
      {
        recurso: 'busquedaPalabra',
        detalle: { filtros: { texto: TEXTO_OMITIDO, pagina: 1, vacio: '' }, filas: 7 },
      },
      { recurso: 'vetados', detalle: { filtros: { documentos: [TEXTO_OMITIDO, 3] }, filas: 2 } },
      { recurso: 'usuario', detalle: { usuario: 'ana.perez' } },
    ]);
    await expect(sql(`update auditoria set ip = '10.0.0.2' where ip = '10.0.0.1'`)).rejects.toThrow(
      'La auditoría no se modifica ni se borra',
    );
  });
});
