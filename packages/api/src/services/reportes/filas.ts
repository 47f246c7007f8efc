/**
 * The rows behind one number of the report (issue 19 "every number is a link"): the orders or candidates a funnel
 * measure counts over [desde, hasta], with the same scope and filters, 20 per page. Counted by the same
 * predicates as contribuciones-sql.ts, so the total equals the number on the screen.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  esTerminoNivel,
  ESTADOS_MEDIDA_CANDIDATO,
  etiquetaEstadoTrazabilidad,
  MEDIDAS_EMBUDO,
  paginar,
  TAMANO_PAGINA_FILAS,
  type EntradaFilasInforme,
  type MedidaEmbudo,
  type TerminoNivelServicio,
} from '@talento/rules';
import type { UsuarioSesion } from '../../context';
import { inicioDeDia, Parametros } from '../pedidos/dashboard-sql';
import { alcanceInforme, COLUMNAS_PEDIDO, exigirFiltrosPermitidos, sqlAlcanceInforme, type AlcanceInforme, type FiltrosInforme } from './alcance';
import { sqlAporteTermino, sqlPedidosNivel } from './contribuciones-sql';

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
}

const FECHA_PEDIDO: Partial<Record<MedidaEmbudo, string>> = {
  pedidosRecibidos: 'p.fecha_solicitud',
  vacantes: 'p.fecha_solicitud',
  pedidosCancelados: 'p.fecha_cancelacion',
  pedidosTerminados: 'p.fecha_finalizacion',
};

/** Names shown in each row (a client always exists; the branch may be missing). */
const JOINS = 'join cliente cl on cl.id = p.cliente_id left join sucursal s on s.id = p.sucursal_id';

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

/**
 * The orders that add to a term of the service level of [desde, hasta], as of `hasta`: the same CTE and the same
 * expression as the figure (contribuciones-sql.ts), so the sum of `aporte` equals the term on the screen.
 */
async function filasTermino(em: EntityManager, termino: TerminoNivelServicio, e: EntradaFilasInforme, a: AlcanceInforme, f: FiltrosInforme): Promise<FilasInforme> {
  const consulta = (q: Parametros) =>
    `${sqlPedidosNivel(q, { hasta: e.hasta, desdeMinimo: e.desde, filtro: (q2) => sqlAlcanceInforme(q2, a, f, COLUMNAS_PEDIDO) })}
    , aportes as (select s.id, ${sqlAporteTermino(q, termino, e.desde)} as aporte from sl s)
    select p.id as pedido_id, cl.nombre as cliente, p.nombre_cargo as cargo, s.nombre as sucursal, p.vacantes, p.fecha_solicitud as fecha,
      null::int as candidato_pedido_id, null::int as candidato_id, null as candidato, null::int as estado, x.aporte
    from aportes x join pedido p on p.id = x.id ${JOINS}
    where x.aporte > 0`;
  const qc = new Parametros();
  const [cuenta] = await em.execute<{ n: number; suma: number }[]>(
    `select count(*)::int as n, coalesce(sum(t.aporte), 0)::int as suma from (${consulta(qc)}) t`,
    qc.valores,
  );
  const p = paginar(cuenta?.n ?? 0, e.pagina, TAMANO_PAGINA_FILAS);
  const qf = new Parametros();
  const filas = await em.execute<FilaSql[]>(`${consulta(qf)} order by p.fecha_solicitud, p.id limit ${p.tamano} offset ${p.desplazamiento}`, qf.valores);
  return { origen: 'pedidos', pagina: p.pagina, paginas: p.paginas, total: p.total, suma: cuenta?.suma ?? 0, filas: filas.map(aFila) };
}

export async function filasInforme(em: EntityManager, usuario: UsuarioSesion, e: EntradaFilasInforme): Promise<FilasInforme> {
  const f = { sucursalId: e.sucursalId, psicologoId: e.psicologoId, clienteId: e.clienteId };
  exigirFiltrosPermitidos(usuario, f);
  const a = await alcanceInforme(em, usuario);
  if (esTerminoNivel(e.medida)) return filasTermino(em, e.medida, e, a, f);
  const medida: MedidaEmbudo = e.medida;
  const origen = MEDIDAS_EMBUDO.find((m) => m.clave === medida)!.origen;
  const q = new Parametros();
  let desde: string;
  let columnas: string;
  let orden: string;
  if (origen === 'pedidos') {
    const fecha = FECHA_PEDIDO[medida]!;
    columnas = `${fecha} as fecha, null::int as candidato_pedido_id, null::int as candidato_id, null as candidato, null::int as estado, null::int as aporte`;
    desde = `from pedido p ${JOINS} where not p.es_stock and not p.es_hijo and ${fecha} >= ${q.v(inicioDeDia(e.desde))}::timestamptz and ${fecha} < ${q.v(inicioDeDia(e.hasta, 1))}::timestamptz`;
    orden = `${fecha}, p.id`;
  } else {
    const estados = ESTADOS_MEDIDA_CANDIDATO[medida as keyof typeof ESTADOS_MEDIDA_CANDIDATO];
    columnas = `h.fecha, h.candidato_pedido_id, c.id as candidato_id,
      concat_ws(' ', nullif(c.nombre1, ''), nullif(c.nombre2, ''), nullif(c.apellido1, ''), nullif(c.apellido2, '')) as candidato, h.estado,
      null::int as aporte`;
    desde = `from hito_candidato_pedido h join pedido p on p.id = h.pedido_id ${JOINS} join candidato_pedido cp on cp.id = h.candidato_pedido_id
      join candidato c on c.id = cp.candidato_id
      where not p.es_stock and not p.es_hijo and h.estado in (${estados.join(', ')}) and h.dia between ${q.v(e.desde)}::date and ${q.v(e.hasta)}::date`;
    orden = 'h.fecha, h.candidato_pedido_id, h.estado';
  }
  desde += sqlAlcanceInforme(q, a, f, COLUMNAS_PEDIDO);
  const [cuenta] = await em.execute<{ n: number }[]>(`select count(*)::int as n ${desde}`, q.valores);
  const p = paginar(cuenta?.n ?? 0, e.pagina, TAMANO_PAGINA_FILAS);
  const filas = await em.execute<FilaSql[]>(
    `select p.id as pedido_id, cl.nombre as cliente, p.nombre_cargo as cargo, s.nombre as sucursal, p.vacantes, ${columnas}
     ${desde} order by ${orden} limit ${p.tamano} offset ${p.desplazamiento}`,
    q.valores,
  );
  return {
    origen,
    pagina: p.pagina,
    paginas: p.paginas,
    total: p.total,
    suma: null,
    filas: filas.map(aFila),
  };
}
