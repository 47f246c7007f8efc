/**
 * Automatic drafts of the daily stock job (issue 35 §1): marked as such on the form, dashboard and detail, named as the
 * system's, and approvable only once a person completed what the job could not know.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  CREADOR_SISTEMA,
  MENSAJES_BORRADOR_AUTOMATICO as M,
  POR_DEFINIR,
  type EntradaEditarPedidoStock,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, formaDeError, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { mantenerStock } from '../mantenimiento/mantener';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;

beforeAll(async () => {
  db = await createTestDatabase('stock_pedido_automatico');
  f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

const campos = (e: Parameters<typeof formaDeError>[0]) =>
  (formaDeError(e).data as { campos: Record<string, string[]> }).campos;

/** An empty pool (very low level) with automatic orders on: the job drafts its stock order; its id. */
async function borrador(): Promise<number> {
  const ps = await f.perfilStock();
  await mantenerStock(db.orm, new Date());
  const [fila] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(
      `select p.id from pedido p join perfil_stock ps on ps.perfil_id = p.perfil_seleccion_id and ps.ciudad_id = p.ciudad_id
        where ps.id = ? and p.es_stock and p.estado_pedido = 1`,
      [ps.id],
    );
  if (!fila) throw new Error('El trabajo no creó el borrador');
  return fila.id;
}

describe('automatic stock drafts', () => {
  it('are marked "Creado automáticamente … por nivel muy bajo" and name the system as creator', async () => {
    const id = await borrador();
    const formulario = await jefe.pedidosStock.paraFormulario({ id });
    expect(formulario.automatico).toMatch(
      /^Creado automáticamente el \d{2}\/\d{2}\/\d{4} por nivel muy bajo$/,
    );
    const { filas } = await jefe.pedidosStock.dashboard({});
    const fila = filas.find((x) => x.id === id);
    expect(fila).toMatchObject({ creador: CREADOR_SISTEMA, automatico: formulario.automatico });
    // A person's order carries no mark.
    expect(filas.find((x) => x.id !== id && x.automatico === null)?.creador).not.toBe(CREADOR_SISTEMA);
  });

  it('refuses approval, under each field, until a person completes the draft; then approves it', async () => {
    const id = await borrador();
    const antes = await jefe.pedidosStock.paraFormulario({ id });
    expect(antes.lineas[0]!.centroCosto).toBe(POR_DEFINIR);
    const e = await errorDe(jefe.pedidosStock.aprobar({ id, version: antes.version }));
    expect(e.code).toBe('BAD_REQUEST');
    expect(campos(e)).toMatchObject({
      'lineas.0.centroCosto': [M.completar],
      'lineas.0.direccionPresentarse': [M.completar],
      'lineas.0.personaAutorizaIngreso': [M.completar],
    });
    expect((await jefe.pedidosStock.paraFormulario({ id })).estado).toBe(1);

    const l = antes.lineas[0]!;
    const entrada: EntradaEditarPedidoStock = {
      id,
      version: antes.version,
      clienteId: antes.cliente.id,
      perfilId: antes.perfil.id,
      nombreCargo: antes.nombreCargo,
      descripcion: antes.descripcion,
      esDestacado: antes.esDestacado,
      convocatoria: antes.convocatoria,
      lineas: [
        {
          id: l.id,
          ciudadId: l.ciudad!.id,
          centroCosto: 'CC-REPOSICION',
          direccionPresentarse: 'Calle 80 # 10-20',
          personaAutorizaIngreso: 'Marta Gómez',
          vacantes: l.vacantes,
          minimoCandidatosVacante: l.minimoCandidatosVacante,
          salario: l.salario,
          comision: l.comision,
          tieneRuta: l.tieneRuta,
          auxilioAlimentacion: l.auxilioAlimentacion,
          auxilioInternet: l.auxilioInternet,
          auxilioCelular: l.auxilioCelular,
          auxilioTransporteExtra: 45_000,
          fechaIngreso: l.fechaIngreso!,
          jornadaLaboral: l.jornadaLaboral!,
          horarioInicio: l.horarioInicio,
          horarioFin: l.horarioFin,
          otrosAuxilios: l.otrosAuxilios,
          pedidoPadreOcId: l.pedidoPadreOcId,
        },
      ],
    };
    const guardado = await jefe.pedidosStock.editar(entrada);
    const aprobado = await jefe.pedidosStock.aprobar({ id, version: guardado.version });
    expect(aprobado.estado).toBe(2);
    // Still marked once approved: the detail says so too.
    const detalle = await jefe.pedidosStock.detalle({ id });
    expect(detalle).toMatchObject({ creador: CREADOR_SISTEMA, automatico: antes.automatico });
  });
});
