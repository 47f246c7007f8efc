/** Test data of hiring orders: candidates in contracting and a valid order built from the seeded masters. */
import type { TestDatabase } from '@talento/db/testing';
import type { CamposOrdenContratacionEntrada } from '@talento/rules';
import { consultasSql } from '../../../testing';

export const LA_SABANA = '900123456';
export const TEXTILES = '890301234';

/**
 * A fresh candidate-in-order of the client, in `estado`, in its first current order in stage 4 (with FAC):
 * a person in no active process is added to it (selected pool) directly in SQL, so each call gets its own row.
 */
export async function candidatoEn(db: TestDatabase, nit: string, estado = 6): Promise<{ cpId: number; pedidoId: number; candidatoId: number; documento: string; version: number }> {
  const { sql } = consultasSql(db.orm);
  const [p] = await sql<{ id: number }>(
    `select p.id from pedido p join cliente k on k.id = p.cliente_id
      where k.numero_documento = ? and p.estado_pedido = 4 and not p.es_stock and p.fac_id is not null order by p.id limit 1`,
    [nit],
  );
  if (!p) throw new Error(`Datos de prueba: ${nit} no tiene pedidos en etapa 4`);
  const [c] = await sql<{ id: number; numero_documento: string }>(
    `select c.id, c.numero_documento from candidato c
      where not exists (select 1 from candidato_pedido cp where cp.candidato_id = c.id) order by c.id limit 1`,
  );
  if (!c) throw new Error('Datos de prueba: no quedan personas sin procesos');
  const [fila] = await sql<{ id: number; version: number }>(
    `insert into candidato_pedido (pedido_id, candidato_id, activo, pool, estado_producto, estado_candidato_pedido, validado_rechazo, betado,
       de_categorias, de_stock, liberado, no_enviar_a_cliente, enviado_a_midasoft, descartado, fecha_creacion, fecha_modificacion, version)
     values (?, ?, true, 1, 1, ?, false, false, false, false, false, false, false, false, now(), now(), 1) returning id, version`,
    [p.id, c.id, estado],
  );
  return { cpId: fila!.id, pedidoId: p.id, candidatoId: c.id, documento: c.numero_documento, version: fila!.version };
}

/** A complete order (La Sabana's rules: levels 1 and 2 and obra/labor) on a position that exists (or not) in the ERP. */
export async function ordenValida(db: TestDatabase, { cargoEnErp = true } = {}): Promise<CamposOrdenContratacionEntrada> {
  const { uno } = consultasSql(db.orm);
  return {
    personaAutorizaIngreso: 'Camila Torres',
    fechaIngreso: '2026-12-15',
    ciudadId: await uno("select id from ciudad where codigo_dane = '11001'"),
    cargoId: await uno('select id from cargo where existe_en_erp = ? and activo order by id limit 1', [cargoEnErp]),
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
