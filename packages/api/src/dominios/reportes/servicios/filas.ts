/**
 * The rows behind one number of the report (issue 19 "every number is a link"): the orders or candidates a funnel
 * measure counts over [desde, hasta], or the orders that add to a term of the service level, with the same scope and
 * filters, 20 per page (filas-sql.ts: the same predicates as the figure, so the total equals the number). For a
 * validated week of the branch (the report shows its frozen figures) the rows frozen with them, unless `actuales`.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  esTerminoNivel,
  etiquetaEstadoTrazabilidad,
  paginar,
  TAMANO_PAGINA_FILAS,
  type EntradaFilasInforme,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { Parametros } from '../../../nucleo/sql/parametros';
import { alcanceInforme, COLUMNAS_PEDIDO, exigirFiltrosPermitidos, sqlAlcanceInforme } from './alcance';
import { sqlFilasCongeladas, validacionDeFilas, type ValidacionDeFilas } from './filas-congeladas';
import { origenDe, sqlFilasCifra } from './filas-sql';

export interface FilaInforme {
  pedidoId: number;
  cliente: string;
  cargo: string;
  sucursal: string | null;
  /** The day the row counts on (received, cancelled, finished, or the candidate's state). */
  fecha: Date;
  vacantes: number;
  candidatoPedidoId: number | null;
  candidatoId: number | null;
  candidato: string | null;
  estado: string | null;
  /** A term of the service level: what the order adds to it (vacancies, or 1 for PPCC); null for funnel rows. */
  aporte: number | null;
}

export interface FilasInforme {
  origen: 'pedidos' | 'candidatos';
  pagina: number;
  paginas: number;
  total: number;
  /** A term of the service level: the term itself (the sum of what its orders add: vacancies, or orders for PPCC); null for funnel rows. */
  suma: number | null;
  filas: FilaInforme[];
  /** The period is a validated week of the branch: who validated it, when, and whether its rows were frozen. */
  validacion: ValidacionDeFilas | null;
  /** The rows are those frozen at validation (not today's). */
  congeladas: boolean;
}

interface FilaSql {
  pedido_id: number;
  cliente: string;
  cargo: string;
  sucursal: string | null;
  fecha: Date;
  vacantes: number;
  candidato_pedido_id: number | null;
  candidato_id: number | null;
  candidato: string | null;
  estado: number | null;
  aporte: number | null;
}

const aFila = (r: FilaSql): FilaInforme => ({
  pedidoId: r.pedido_id,
  cliente: r.cliente,
  cargo: r.cargo,
  sucursal: r.sucursal,
  fecha: new Date(r.fecha),
  vacantes: r.vacantes,
  candidatoPedidoId: r.candidato_pedido_id,
  candidatoId: r.candidato_id,
  candidato: r.candidato,
  estado: r.estado === null ? null : etiquetaEstadoTrazabilidad(r.estado),
  aporte: r.aporte,
});

const ORDEN = 'f.fecha, f.pedido_id, f.candidato_pedido_id, f.estado';

/**
 * One page of the rows `fuente` selects (filas-sql.ts columns), with today's names (client, position, branch,
 * candidate): the page is cut before the names are joined, so only its 20 rows are looked up.
 */
async function leerPagina(em: EntityManager, fuente: (q: Parametros) => string, pagina: number) {
  const qc = new Parametros();
  const [cuenta] = await em.execute<{ n: number; suma: number }[]>(
    `select count(*)::int as n, coalesce(sum(f.aporte), 0)::int as suma from (${fuente(qc)}) f`,
    qc.valores,
  );
  const p = paginar(cuenta?.n ?? 0, pagina, TAMANO_PAGINA_FILAS);
  const q = new Parametros();
  const filas = await em.execute<FilaSql[]>(
    `select f.pedido_id, cl.nombre as cliente, p.nombre_cargo as cargo, s.nombre as sucursal, f.vacantes, f.fecha,
       f.candidato_pedido_id, c.id as candidato_id, f.estado, f.aporte,
       nullif(concat_ws(' ', nullif(c.nombre1, ''), nullif(c.nombre2, ''), nullif(c.apellido1, ''), nullif(c.apellido2, '')), '') as candidato
     from (select * from (${fuente(q)}) f order by ${ORDEN} limit ${p.tamano} offset ${p.desplazamiento}) f
       join pedido p on p.id = f.pedido_id join cliente cl on cl.id = p.cliente_id left join sucursal s on s.id = p.sucursal_id
       left join candidato_pedido cp on cp.id = f.candidato_pedido_id left join candidato c on c.id = cp.candidato_id
     order by ${ORDEN}`,
    q.valores,
  );
  return {
    pagina: p.pagina,
    paginas: p.paginas,
    total: p.total,
    suma: cuenta?.suma ?? 0,
    filas: filas.map(aFila),
  };
}

export async function filasInforme(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: EntradaFilasInforme,
): Promise<FilasInforme> {
  const f = { sucursalId: e.sucursalId, psicologoId: e.psicologoId, clienteId: e.clienteId };
  exigirFiltrosPermitidos(usuario, f);
  const a = await alcanceInforme(em, usuario);
  const validacion = await validacionDeFilas(em, a, f, e);
  const congeladas = validacion !== null && validacion.filasCongeladas && !e.actuales;
  const fuente = congeladas
    ? (q: Parametros) => sqlFilasCongeladas(q, validacion, e.medida, a)
    : (q: Parametros) =>
        sqlFilasCifra(q, e.medida, {
          desde: e.desde,
          hasta: e.hasta,
          filtro: (q2) => sqlAlcanceInforme(q2, a, f, COLUMNAS_PEDIDO),
        });
  const { suma, ...pagina } = await leerPagina(em, fuente, e.pagina);
  return {
    origen: origenDe(e.medida),
    ...pagina,
    suma: esTerminoNivel(e.medida) ? suma : null,
    validacion,
    congeladas,
  };
}
