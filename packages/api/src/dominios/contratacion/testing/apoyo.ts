/** Test data of hiring orders: candidates in contracting and a valid order built from the seeded masters. */
import type { TestDatabase } from '@talento/db/testing';
import type { CamposOrdenContratacionEntrada } from '@talento/rules';
import { consultasSql } from '../../../testing';
import { fabricasDe } from '../../../testing/fabricas';

export const LA_SABANA = '900123456';
export const TEXTILES = '890301234';

const pedidosEnEtapa4 = new Map<string, Promise<number>>();

/**
 * A fresh candidate-in-order of the client, in `estado`, in an order in stage 4 (with FAC) made once per test
 * database and client by the order factory: a new person is added to it (selected pool) directly in SQL, so each
 * call gets its own row and any state (7 included) can be set up.
 */
export async function candidatoEn(
  db: TestDatabase,
  nit: string,
  estado = 6,
): Promise<{ cpId: number; pedidoId: number; candidatoId: number; documento: string; version: number }> {
  const { sql } = consultasSql(db.orm);
  const fabricas = fabricasDe(db.orm);
  const clave = `${db.name}:${nit}`;
  if (!pedidosEnEtapa4.has(clave))
    pedidosEnEtapa4.set(
      clave,
      fabricas.pedido({ estado: 4, cliente: nit }).then((p) => p.id),
    );
  const pedidoId = await pedidosEnEtapa4.get(clave)!;
  const persona = await fabricas.hojaDeVida();
  const [fila] = await sql<{ id: number; version: number }>(
    `insert into candidato_pedido (pedido_id, candidato_id, activo, pool, estado_producto, estado_candidato_pedido, validado_rechazo, betado,
       de_categorias, de_stock, liberado, no_enviar_a_cliente, enviado_a_midasoft, descartado, fecha_creacion, fecha_modificacion, version)
     values (?, ?, true, 1, 1, ?, false, false, false, false, false, false, false, false, now(), now(), 1) returning id, version`,
    [pedidoId, persona.id, estado],
  );
  return {
    cpId: fila!.id,
    pedidoId,
    candidatoId: persona.id,
    documento: persona.documento,
    version: fila!.version,
  };
}

/** A complete order (La Sabana's rules: levels 1 and 2 and obra/labor) on a position that exists (or not) in the ERP. */
export async function ordenValida(
  db: TestDatabase,
  { cargoEnErp = true } = {},
): Promise<CamposOrdenContratacionEntrada> {
  const { uno } = consultasSql(db.orm);
  return {
    personaAutorizaIngreso: 'Camila Torres',
    fechaIngreso: '2026-12-15',
    ciudadId: await uno("select id from ciudad where codigo_dane = '11001'"),
    cargoId: await uno('select id from cargo where existe_en_erp = ? and activo order by id limit 1', [
      cargoEnErp,
    ]),
    salario: 2_000_000,
    salarioIntegral: false,
    relacionLaboral: 'MISION',
    tipoSalario: 'BASICO',
    riesgoArl: 'II',
    tipoJornada: 'C',
    obraLabor: 'Exhibición de productos',
    nivel1Id: await uno('select id from nivel_organizacional_erp where nivel = 1 order by id limit 1'),
    nivel2Id: await uno('select id from nivel_organizacional_erp where nivel = 2 order by id limit 1'),
    centroTrabajoId: await uno('select id from centro_trabajo where porcentaje = 1.044 order by id limit 1'),
    dptoId: await uno('select id from centro_costo_erp order by id limit 1'),
  };
}
