/**
 * Issue 34 §6 on stock orders: the transport aid of each block is computed with the values in force on the order's
 * request day; entering 2027's values on 31/12/2026 applies to stock orders of 01/01/2027 and never to older ones.
 */
import { Pedido } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { sumarDias, type EntradaEditarPedidoStock } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../../testing';
import { formularioStock, referenciasStock, type ReferenciasStock } from './testing/datos-prueba';

let db: TestDatabase;
let r: ReferenciasStock;
let reloj = new Date('2026-12-31T15:00:00Z'); // 31/12/2026 10:00 in Bogotá
const entrar = (usuario: string) => callerFor(db.orm, { usuario, portal: 'staff', now: () => reloj });
const auxilioDe = async (id: number) => (await db.orm.em.fork().findOneOrFail(Pedido, id)).auxilioTransporte;

const V2026 = { smmlv: 1_750_905, auxilioTransporte: 249_095 };
const V2027 = { smmlv: 2_000_000, auxilioTransporte: 300_000 };

/** One block in the given city, with a salary that gets the aid in both years, entering ten days after `hoy`. */
function formulario(indiceCiudad: number, hoy: string) {
  const base = formularioStock(r, [r.ciudades[indiceCiudad]!]);
  return {
    ...base,
    lineas: base.lineas.map((l) => ({ ...l, salario: 1_800_000, fechaIngreso: sumarDias(hoy, 10) })),
  };
}

beforeAll(async () => {
  db = await createTestDatabase('stock_valores_anuales');
  r = await referenciasStock(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

describe('pedidosStock: valores anuales por fecha de solicitud', () => {
  it('a stock order of 31/12/2026 keeps the 2026 aid when edited in 2027; one of 01/01/2027 gets the 2027 aid', async () => {
    await (
      await entrar('admin')
    ).caller.administracion.valores.crear({ vigenteDesde: '2027-01-01', ...V2027 });
    const diciembre = await entrar('jefe');
    const viejo = await diciembre.caller.pedidosStock.crear(formulario(0, '2026-12-31'));
    expect(await auxilioDe(viejo.id)).toBe(V2026.auxilioTransporte);

    reloj = new Date('2027-01-01T14:00:00Z');
    const enero = await entrar('jefe');
    const nuevo = await enero.caller.pedidosStock.crear(formulario(1, '2027-01-01'));
    expect(await auxilioDe(nuevo.id)).toBe(V2027.auxilioTransporte);
    expect((await enero.caller.pedidosStock.paraFormulario({ id: nuevo.id })).valoresSolicitud).toEqual(
      V2027,
    );

    const leido = await enero.caller.pedidosStock.paraFormulario({ id: viejo.id });
    expect(leido.valoresSolicitud).toEqual(V2026);
    const datos = formulario(0, '2027-01-01');
    const edicion: EntradaEditarPedidoStock = {
      ...(datos as EntradaEditarPedidoStock),
      id: viejo.id,
      version: leido.version,
      lineas: datos.lineas.map((l, i) => ({
        ...(l as EntradaEditarPedidoStock['lineas'][number]),
        id: leido.lineas[i]!.id,
      })),
    };
    await enero.caller.pedidosStock.editar(edicion);
    expect(await auxilioDe(viejo.id)).toBe(V2026.auxilioTransporte);
  });
});
