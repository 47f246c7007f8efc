/**
 * Issue 34 §6 on profiles: a profile paid the minimum wage (SMMLV mode) takes the SMMLV in force on the profile's
 * day (its creation); a new form takes today's. 2027's values entered on 31/12/2026 apply from 01/01/2027.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../testing';
import { conCompetencias, formulario, referencias, type Referencias } from './testing/datos-prueba';

let db: TestDatabase;
let r: Referencias;
let reloj = new Date('2026-12-31T15:00:00Z'); // 31/12/2026 10:00 in Bogotá
const entrar = (usuario: string) => callerFor(db.orm, { usuario, portal: 'staff', now: () => reloj });

const V2026 = { smmlv: 1_750_905, auxilioTransporte: 249_095 };
const V2027 = { smmlv: 2_000_000, auxilioTransporte: 300_000 };

beforeAll(async () => {
  db = await createTestDatabase('perfiles_valores_anuales');
  r = await referencias(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

describe('perfiles: valores anuales por fecha del perfil', () => {
  it('an SMMLV profile of 31/12/2026 keeps the 2026 minimum wage when edited in 2027; a new one takes 2027', async () => {
    await (
      await entrar('admin')
    ).caller.administracion.valores.crear({ vigenteDesde: '2027-01-01', ...V2027 });
    const diciembre = await entrar('psicologa');
    expect(await diciembre.caller.perfiles.catalogos()).toMatchObject(V2026);
    const { id } = await diciembre.caller.perfiles.crear(formulario(r, conCompetencias(r)));
    expect(await diciembre.caller.perfiles.obtener({ id })).toMatchObject({
      esSmmlv: true,
      salario: V2026.smmlv,
    });

    reloj = new Date('2027-01-01T14:00:00Z');
    const enero = await entrar('psicologa');
    expect(await enero.caller.perfiles.catalogos()).toMatchObject(V2027);
    const nuevo = await enero.caller.perfiles.crear(formulario(r, conCompetencias(r)));
    expect(await enero.caller.perfiles.obtener({ id: nuevo.id })).toMatchObject({
      salario: V2027.smmlv,
      valoresFecha: V2027,
    });

    const viejo = await enero.caller.perfiles.obtener({ id });
    expect(viejo.valoresFecha).toEqual(V2026);
    await enero.caller.perfiles.editar({
      ...formulario(r, conCompetencias(r)),
      facId: r.fac.id,
      id,
      version: viejo.version,
    });
    expect(await enero.caller.perfiles.obtener({ id })).toMatchObject({
      esSmmlv: true,
      salario: V2026.smmlv,
    });
  });
});
