import type { EntityManager } from '@mikro-orm/postgresql';
import type { CandidatoPedido } from '@talento/db';
import {
  fechaEnZonaNegocio,
  pruebasRequeridas,
  type DatosSeleccion,
  type DocumentoCandidato,
  type PruebasPedido,
} from '@talento/rules';

/** What the readings need of one candidate of the order (its person and product state). */
export interface CandidatoPorLeer {
  candidatoId: number;
  estadoProducto: number;
}

/**
 * What the three readings of "move to selected" look at (spec 01 §4), for several candidates of one order at once
 * (four statements whatever their number), so the list can say beforehand why "Seleccionar" would be refused with
 * the very data the action reads:
 * - the orders config (min_porcentaje_hv) and each CV's porcentaje_total;
 * - the digital tests the order requires against the tests each person has done: a test result of a rating for
 *   this order, or of any rating still valid (vigente_hasta ≥ today), with a score or a discard;
 * - the documents: the person's requirement results of active, non-test requirement types (tests are reading a);
 *   the latest result of each must be "Cumple";
 * - the product state, waived for super users.
 */
export async function leerDatosSeleccionVarios(
  em: EntityManager,
  pedido: PruebasPedido & { id: number },
  candidatos: readonly CandidatoPorLeer[],
  esSuperusuario: boolean,
  ahora: Date,
): Promise<Map<number, DatosSeleccion>> {
  const datos = new Map<number, DatosSeleccion>();
  if (candidatos.length === 0) return datos;
  const ids = candidatos.map((c) => c.candidatoId);
  const [config] = await em.execute<{ min: number | null }[]>(
    'select min_porcentaje_hv as min from configuracion_pedidos order by id limit 1',
  );
  const hojas = await em.execute<{ candidato: number; porcentaje: number | null }[]>(
    'select candidato_id as candidato, porcentaje_total as porcentaje from hoja_de_vida where candidato_id in (?)',
    [ids],
  );
  const pruebas = await em.execute<{ candidato: number; codigo: string }[]>(
    `select distinct c.candidato_id as candidato, r.codigo
       from calificacion_prueba_digital c join resultado_prueba_digital r on r.calificacion_id = c.id
      where c.candidato_id in (?) and (c.pedido_id = ? or c.vigente_hasta >= ?)
        and (r.puntaje is not null or r.descartado)`,
    [ids, pedido.id, fechaEnZonaNegocio(ahora)],
  );
  const documentos = await em.execute<(DocumentoCandidato & { candidato: number })[]>(
    `select h.candidato_id as candidato, rp.id, rp.requisito_id as "requisitoId", rp.resultado,
            to_char(rp.fecha_realizacion, 'YYYY-MM-DD') as fecha
       from requisito_persona rp join hoja_de_vida h on h.id = rp.hoja_de_vida_id
       join requisito q on q.id = rp.requisito_id
      where h.candidato_id in (?) and q.estado and not q.es_pruebas`,
    [ids],
  );
  const porcentaje = new Map(
    hojas.map((h) => [h.candidato, h.porcentaje === null ? null : Number(h.porcentaje)]),
  );
  const hechas = porCandidato(pruebas, (p) => p.codigo);
  const suyos = porCandidato(documentos, ({ candidato: _c, ...d }) => d);
  const requeridas = pruebasRequeridas(pedido);
  for (const c of candidatos) {
    datos.set(c.candidatoId, {
      minPorcentajeHv: config?.min ?? null,
      porcentajeHv: porcentaje.get(c.candidatoId) ?? null,
      pruebasRequeridas: requeridas,
      pruebasRealizadas: hechas.get(c.candidatoId) ?? [],
      documentos: suyos.get(c.candidatoId) ?? [],
      estadoProducto: c.estadoProducto,
      esSuperusuario,
    });
  }
  return datos;
}

/** Rows grouped by their candidate, each turned into what the readings take (one pass, whatever the order's size). */
function porCandidato<F extends { candidato: number }, T>(
  filas: readonly F[],
  dato: (f: F) => T,
): Map<number, T[]> {
  const grupos = new Map<number, T[]>();
  for (const f of filas) {
    const grupo = grupos.get(f.candidato);
    if (grupo) grupo.push(dato(f));
    else grupos.set(f.candidato, [dato(f)]);
  }
  return grupos;
}

/** The readings' data for one candidate of an order (the action itself reads it so, inside its transaction). */
export async function leerDatosSeleccion(
  tx: EntityManager,
  cp: CandidatoPedido,
  esSuperusuario: boolean,
  ahora: Date,
): Promise<DatosSeleccion> {
  const candidato = { candidatoId: cp.candidato.id, estadoProducto: cp.candidato.estadoProducto };
  const datos = await leerDatosSeleccionVarios(tx, cp.pedido, [candidato], esSuperusuario, ahora);
  return datos.get(candidato.candidatoId)!;
}
