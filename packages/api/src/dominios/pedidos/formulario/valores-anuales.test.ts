/**
 * Issue 34 §6 on the order form: the minimum wage and transport aid are those in force on the order's request day.
 * Entering 2027's values on 31/12/2026 changes nothing for orders of 2026 and applies on 01/01/2027 without a restart.
 */
import { Pedido } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { sumarDias } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../../testing';
import { formulario, referencias, type Referencias } from './testing/datos-prueba';

let db: TestDatabase;
let r: Referencias;
/** The server's clock; every session of this file reads it. */
let reloj = new Date('2026-12-31T15:00:00Z'); // 31/12/2026 10:00 in Bogotá
const entrar = (usuario: string) => callerFor(db.orm, { usuario, portal: 'staff', now: () => reloj });
const auxilioDe = async (id: number) => (await db.orm.em.fork().findOneOrFail(Pedido, id)).auxilioTransporte;

const V2026 = { smmlv: 1_750_905, auxilioTransporte: 249_095 };
const V2027 = { smmlv: 2_000_000, auxilioTransporte: 300_000 };
/** Between 2 × SMMLV 2026 (3.501.810) and 2 × SMMLV 2027 (4.000.000): no aid in 2026, aid in 2027. */
const SALARIO_FRONTERA = 3_800_000;

beforeAll(async () => {
  db = await createTestDatabase('pedidos_valores_anuales');
  r = await referencias(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

describe('pedidos: valores anuales por fecha de solicitud', () => {
  it('2027 values entered on 31/12/2026 apply to new orders from 01/01/2027 and never to 2026 orders', async () => {
    const admin = await entrar('admin');
    await admin.caller.administracion.valores.crear({ vigenteDesde: '2027-01-01', ...V2027 });

    // 31/12/2026: the new form and new orders still use 2026.
    const jefe = await entrar('jefe');
    expect(await jefe.caller.pedidos.configuracionFormulario()).toMatchObject(V2026);
    const datos2026 = { ...formulario(r), fechaIngreso: sumarDias('2026-12-31', 10) };
    const frontera = await jefe.caller.pedidos.crear({ ...datos2026, salario: SALARIO_FRONTERA });
    const bajo = await jefe.caller.pedidos.crear({ ...datos2026, salario: 1_800_000 });
    expect([await auxilioDe(frontera.id), await auxilioDe(bajo.id)]).toEqual([0, V2026.auxilioTransporte]);

    // 23:30 in Bogotá (already 01/01 in UTC): still 31/12 for the business.
    reloj = new Date('2027-01-01T04:30:00Z');
    const noche = await entrar('jefe');
    expect(await noche.caller.pedidos.configuracionFormulario()).toMatchObject(V2026);

    // 01/01/2027 09:00, same server (no restart, nothing cached): new orders use 2027.
    reloj = new Date('2027-01-01T14:00:00Z');
    const enero = await entrar('jefe');
    expect(await enero.caller.pedidos.configuracionFormulario()).toMatchObject(V2027);
    const datos2027 = { ...formulario(r), fechaIngreso: sumarDias('2027-01-01', 10) };
    const nuevo = await enero.caller.pedidos.crear({ ...datos2027, salario: SALARIO_FRONTERA });
    expect(await auxilioDe(nuevo.id)).toBe(V2027.auxilioTransporte);

    // Editing the 2026 drafts in 2027 keeps their 2026 rule, and the edit form is told which values apply.
    const paraEditar = await enero.caller.pedidos.paraFormulario({ id: frontera.id });
    expect(paraEditar.valoresSolicitud).toEqual(V2026);
    expect((await enero.caller.pedidos.paraFormulario({ id: nuevo.id })).valoresSolicitud).toEqual(V2027);
    for (const [pedido, salario, esperado] of [
      [frontera, SALARIO_FRONTERA, 0],
      [bajo, 1_800_000, V2026.auxilioTransporte],
    ] as const) {
      const { version } = await enero.caller.pedidos.paraFormulario({ id: pedido.id });
      await enero.caller.pedidos.editar({ ...datos2027, salario, id: pedido.id, version });
      expect(await auxilioDe(pedido.id)).toBe(esperado);
    }
  });
});
