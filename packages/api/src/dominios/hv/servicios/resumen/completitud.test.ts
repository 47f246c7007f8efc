import { generarEscala } from '@talento/db/scale';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sesionesStaff, type TestSession } from '../../../../testing';
import { recalcularPorcentajesHv } from './completitud';

let db: TestDatabase;
let jefe: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('hv-completitud');
  [jefe] = await sesionesStaff(db.orm, 'jefe');
});
afterAll(async () => {
  await db?.drop();
});

interface Fila {
  candidato_id: number;
  porcentaje_total: string;
  porcentaje_personal: string;
  porcentaje_experiencia: string;
}
const almacenados = () =>
  db.orm.em
    .fork()
    .getConnection()
    .execute<Fila[]>(
      'select candidato_id, porcentaje_total, porcentaje_personal, porcentaje_experiencia from hoja_de_vida order by id',
    );

describe('recalcularPorcentajesHv (after loading generated CVs)', () => {
  it('stores for every CV the percentages its summary computes, so search rows and summaries agree', async () => {
    const cambiadas = await recalcularPorcentajesHv(db.orm.em.fork());
    expect(cambiadas).toBeGreaterThan(0); // the demo seed draws them at random
    const filas = await almacenados();
    for (const f of filas.filter((_, i) => i % Math.ceil(filas.length / 12) === 0)) {
      const r = await jefe.caller.hojasDeVida.resumen({ candidatoId: f.candidato_id });
      expect(Number(f.porcentaje_total), `candidato ${f.candidato_id}`).toBe(r.porcentajes.total);
      expect(Number(f.porcentaje_personal)).toBe(r.porcentajes.personal);
      expect(Number(f.porcentaje_experiencia)).toBe(r.porcentajes.experiencia);
    }
    expect(await almacenados()).toEqual(filas); // opening the summaries had nothing left to correct
    expect(await recalcularPorcentajesHv(db.orm.em.fork())).toBe(0);
  });

  it("the scale generator stores the rule's percentages for every CV it loads, so reads have nothing to correct", async () => {
    await recalcularPorcentajesHv(db.orm.em.fork());
    const r = await generarEscala(db.url, { hojasDeVida: 300, pedidos: 0 });
    expect(r.hojasDeVida).toBe(300);
    const nuevas = (await almacenados()).slice(-300);
    for (const f of nuevas.filter((_, i) => i % 30 === 0)) {
      const resumen = await jefe.caller.hojasDeVida.resumen({ candidatoId: f.candidato_id });
      expect(Number(f.porcentaje_total), `candidato ${f.candidato_id}`).toBe(resumen.porcentajes.total);
      expect(Number(f.porcentaje_personal)).toBe(resumen.porcentajes.personal);
      expect(Number(f.porcentaje_experiencia)).toBe(resumen.porcentajes.experiencia);
    }
    expect(new Set(nuevas.map((f) => f.porcentaje_total)).size).toBeGreaterThan(1); // not one constant
    expect(await recalcularPorcentajesHv(db.orm.em.fork())).toBe(0);
  }, 120_000);
});
