/** The test-data factories leave each row where they say, through the procedures, with ids and versions current. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, consultasSql } from '../index';
import { fabricasDe, type Fabricas } from './index';

let db: TestDatabase;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('fabricas');
  fabricas = fabricasDe(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

const fila = async (tabla: 'pedido' | 'candidato_pedido' | 'candidato', id: number) => {
  const [f] = await consultasSql(db.orm).sql<Record<string, unknown>>(`select * from ${tabla} where id = ?`, [
    id,
  ]);
  return f;
};

describe('fábricas de datos de las pruebas de la API', () => {
  it('pedido: cada etapa pedida, con la versión vigente; 3 y 4 traen el candidato que lo llevó allí', async () => {
    for (const estado of [1, 2] as const) {
      const p = await fabricas.pedido({ estado });
      expect(await fila('pedido', p.id)).toMatchObject({ estado_pedido: estado, version: p.version });
      expect(p.candidatos).toEqual([]);
    }
    const tres = await fabricas.pedido({ estado: 3 });
    expect(await fila('pedido', tres.id)).toMatchObject({ estado_pedido: 3, version: tres.version });
    expect(tres.candidatos).toHaveLength(1);
    expect(await fila('candidato_pedido', tres.candidatos[0]!.id)).toMatchObject({
      estado_candidato_pedido: 1,
      pool: 1,
      version: tres.candidatos[0]!.version,
    });
    const cuatro = await fabricas.pedido({ estado: 4 });
    expect(await fila('pedido', cuatro.id)).toMatchObject({ estado_pedido: 4, version: cuatro.version });
    expect(await fila('candidato_pedido', cuatro.candidatos[0]!.id)).toMatchObject({
      estado_candidato_pedido: 6,
      version: cuatro.candidatos[0]!.version,
    });
  });

  it('pedido cerrado: 5 terminado con una persona contratada por vacante; 0 cancelado; stock; multiciudad 111 con sus líneas 112', async () => {
    const terminado = await fabricas.pedido({ estado: 5, vacantes: 2 });
    expect(await fila('pedido', terminado.id)).toMatchObject({
      estado_pedido: 5,
      vacantes_cumplidas: 2,
      version: terminado.version,
    });
    expect(terminado.candidatos).toHaveLength(2);
    for (const c of terminado.candidatos)
      expect(await fila('candidato_pedido', c.id)).toMatchObject({
        estado_candidato_pedido: 8,
        version: c.version,
      });
    const cancelado = await fabricas.pedido({ estado: 0 });
    expect(await fila('pedido', cancelado.id)).toMatchObject({
      estado_pedido: 0,
      causa_cancelacion: 4,
      version: cancelado.version,
    });
    expect(cancelado.estado).toBe(0);
    const stock = await fabricas.pedido({ estado: 2, stock: true });
    expect(await fila('pedido', stock.id)).toMatchObject({
      estado_pedido: 2,
      es_stock: true,
      version: stock.version,
    });
    const sinFac = await fabricas.pedido({ estado: 2, fac: false });
    expect(await fila('pedido', sinFac.id)).toMatchObject({ estado_pedido: 2, fac_id: null });
    const version = await fabricas.definirFac(sinFac.id);
    expect(await fila('pedido', sinFac.id)).toMatchObject({ fac_id: expect.any(Number) as number, version });
    const padre = await fabricas.pedido({ lineas: 3 });
    expect(padre.estado).toBe(111);
    const hijos = await consultasSql(db.orm).sql<{ estado_pedido: number; es_hijo: boolean }>(
      'select estado_pedido, es_hijo from pedido where pedido_padre_id = ?',
      [padre.id],
    );
    expect(hijos).toEqual([
      { estado_pedido: 112, es_hijo: true },
      { estado_pedido: 112, es_hijo: true },
    ]);
  });

  it('candidatoEnPedido: una persona nueva en el estado pedido, ocupada por el pedido', async () => {
    const pedido = await fabricas.pedido({ estado: 3 });
    for (const estado of ['preseleccionado', 'seleccionado', 1, 2, 3, 4, 5, 6] as const) {
      const cp = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, estado });
      const esperado =
        estado === 'preseleccionado'
          ? { estado_candidato_pedido: 0, pool: 0 }
          : estado === 'seleccionado'
            ? { estado_candidato_pedido: 0, pool: 1 }
            : { estado_candidato_pedido: estado };
      expect(await fila('candidato_pedido', cp.id)).toMatchObject({
        ...esperado,
        activo: true,
        pedido_id: pedido.id,
        candidato_id: cp.persona.id,
        version: cp.version,
      });
    }
    const libre = await fabricas.hojaDeVida();
    expect(await fila('candidato', libre.id)).toMatchObject({
      disponibilidad: 0,
      numero_documento: libre.documento,
    });
  });

  it('usuario: del rol y los clientes pedidos; entra con la contraseña de la demo y solo ve sus clientes', async () => {
    const u = await fabricas.usuario({ rol: 'psicologo', clientes: ['900123456'] });
    const { caller, usuario } = await callerFor(db.orm, { usuario: u.username, portal: 'staff' });
    expect(usuario?.username).toBe(u.username);
    const dentro = await fabricas.pedido({ estado: 2 });
    const fuera = await fabricas.pedido({ estado: 2, cliente: '860012345' });
    expect((await caller.pedidos.detalle({ id: dentro.id })).id).toBe(dentro.id);
    await expect(caller.pedidos.detalle({ id: fuera.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
