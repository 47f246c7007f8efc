/**
 * Issue 35 §1: the stock dashboard's cards show what the ordinary cards show — order type (by name), branch, search
 * days elapsed and remaining (from the approval, the request while not approved; capped at the profile's days),
 * entry date and the tests — computed by the same rules (diasTranscurridos / diasRestantes) as the ordinary ones.
 */
import { CatalogoItem, Pedido, Sucursal } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { diasRestantes, diasTranscurridos } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sesionesStaff, type TestSession } from '../../../testing';
import { formularioStock, referenciasStock, type ReferenciasStock } from './testing/datos-prueba';

let db: TestDatabase;
let ejecutivo: TestSession;
let r: ReferenciasStock;

beforeAll(async () => {
  db = await createTestDatabase('pedidos_stock_tarjeta');
  [ejecutivo] = await sesionesStaff(db.orm, 'ejecutivo');
  r = await referenciasStock(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

describe('pedidosStock.dashboard: the ordinary card’s data', () => {
  it('type by name, branch, days elapsed and remaining, entry date and tests', async () => {
    const { id } = await ejecutivo.caller.pedidosStock.crear(formularioStock(r, r.ciudades.slice(0, 1)));
    const em = db.orm.em.fork();
    const pedido = await em.findOneOrFail(Pedido, id, { populate: ['perfilSeleccion'] });
    const tipo = await em.findOneOrFail(
      CatalogoItem,
      { categoria: 'TIPO_PEDIDO' },
      { orderBy: { id: 'asc' } },
    );
    const sucursal = await em.findOneOrFail(Sucursal, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const aprobado = new Date(Date.now() - 4 * 86_400_000);
    Object.assign(pedido, {
      tipoPedido: tipo.codigo,
      sucursal,
      fechaAprobacion: aprobado,
      pruebaFac: true,
      pruebaDetac: false,
      pruebaComp: true,
      pruebaIdisc: false,
      pruebaValores: false,
      pruebaEntrevistas: true,
    });
    await em.flush();
    const dias = pedido.perfilSeleccion.tiempoDiasBusqueda ?? 0;

    const fila = (await ejecutivo.caller.pedidosStock.dashboard({})).filas.find((f) => f.id === id);
    const hoy = new Date();
    expect(fila).toMatchObject({
      tipoPedido: tipo.nombre,
      sucursal: sucursal.nombre,
      fechaIngreso: pedido.fechaIngreso,
      diasBusqueda: dias,
      diasTranscurridos: diasTranscurridos(aprobado, hoy),
      diasRestantes: diasRestantes(aprobado, hoy, dias),
      pruebaFac: true,
      pruebaDetac: false,
      pruebaComp: true,
      pruebaIdisc: false,
      pruebaValores: false,
      pruebaEntrevistas: true,
    });
    expect(fila?.diasTranscurridos).toBe(4);
  });

  it('a draft not yet approved counts its days from the request, and without type or branch says so with null', async () => {
    const { id } = await ejecutivo.caller.pedidosStock.crear(formularioStock(r, r.ciudades.slice(1, 2)));
    const fila = (await ejecutivo.caller.pedidosStock.dashboard({})).filas.find((f) => f.id === id);
    expect(fila).toMatchObject({ diasTranscurridos: 0, tipoPedido: null });
    expect(fila?.diasRestantes).toBe(fila?.diasBusqueda);
  });
});
