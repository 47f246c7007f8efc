/**
 * /contratacion/ordenes (`read_pedido`): the queue of hiring orders. One row per person in contracting: with an
 * order (saved, being filed or filed; one row per candidate of the order) or without one yet (candidate in 6–7 of an
 * ordinary order at stage 2–4). Each row carries who filed it and the last ERP call of the order or of the person's
 * CV send, so a failure is visible here and not only inside the modal. The client scope is applied in the query.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ESTADOS_CANDIDATO_ORDEN_EDITABLE,
  ESTADOS_PEDIDO_ORDEN,
  LIMITE_EXPORTACION_COLA_ORDENES,
  TAMANO_PAGINA_COLA_ORDENES,
  type AlcanceClientes,
  type EntradaColaOrdenes,
  EstadoMensajeSaliente,
} from '@talento/rules';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';
import { mensajeErrorErp, TIPO_ERP } from './llamadas-erp';
import { TIPO_NOMINA } from '../../hv';

const NOMBRE_CANDIDATO = `trim(concat_ws(' ', ca.nombre1, ca.nombre2, ca.apellido1, ca.apellido2))`;
const NOMBRE_USUARIO = `coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)`;
const lista = (xs: readonly number[]) => `(${xs.map((n) => Math.trunc(n)).join(', ')})`;

/**
 * Values travel as parameters in text order, so the fixed kinds are written inline (constants, never input).
 * The last ERP call of a row (`orden` and `candidato` are the SQL of its order id and person id): the order's filing and inductions (an
 * induction of another person of the same order is not this row's) and the person's CV sends.
 */
export function sqlUltimaLlamada(orden: string, candidato: string): string {
  return `left join lateral (
      select ms.id, ms.tipo, ms.destino, ms.estado, ms.ultimo_error, coalesce(ms.enviado_en, ms.creado_en) as fecha
        from mensaje_saliente ms
       where (ms.tipo = '${TIPO_ERP}' and ms.referencia = 'orden_contratacion:' || ${orden}
              and coalesce(ms.payload->>'candidatoId', ${candidato}::text) = ${candidato}::text)
          or (ms.tipo = '${TIPO_NOMINA}' and ms.referencia = 'candidato:' || ${candidato} and ${orden} is not null)
       order by ms.id desc limit 1) ll on true`;
}

function consulta(alcance: AlcanceClientes, f: EntradaColaOrdenes) {
  const q = new Parametros();
  // Saved or filed orders, one row per candidate, and the candidates in 6–7 without an order.
  const base = `select o.id as orden_id, o.consecutivo, o.radicado, o.fecha_radicado, o.radicado_por_id,
        o.fecha_ingreso as fecha_ingreso, coalesce(cg.nombre, p.nombre_cargo) as cargo, cp.id as cp_id, cp.candidato_id, p.id as pedido_id, p.cliente_id
      from orden_contratacion o
      join orden_contratacion_candidato oc on oc.orden_contratacion_id = o.id
      join candidato_pedido cp on cp.id = oc.candidato_pedido_id and cp.activo
      join pedido p on p.id = o.pedido_id
      left join cargo cg on cg.id = o.cargo_id
     where true${sqlAlcance(q, alcance, 'o.cliente_id')}
    union all
    select null, null, false, null, null, p.fecha_ingreso, p.nombre_cargo, cp.id, cp.candidato_id, p.id, p.cliente_id
      from candidato_pedido cp
      join pedido p on p.id = cp.pedido_id
     where cp.activo and not p.es_stock
       and cp.estado_candidato_pedido in ${lista(ESTADOS_CANDIDATO_ORDEN_EDITABLE)}
       and p.estado_pedido in ${lista(ESTADOS_PEDIDO_ORDEN)}
       and not exists (select 1 from orden_contratacion_candidato oc where oc.candidato_pedido_id = cp.id)${sqlAlcance(q, alcance)}`;
  const estado = `case when b.orden_id is null then 'sin_guardar' when b.radicado then 'radicada'
      when exists (select 1 from mensaje_saliente r where r.tipo = '${TIPO_ERP}' and r.destino = 'radicacion'
                     and r.referencia = 'orden_contratacion:' || b.orden_id and r.estado = ${EstadoMensajeSaliente.PENDIENTE}) then 'radicando'
      else 'guardada' end`;
  const filtros: string[] = [];
  if (f.clienteId !== undefined) filtros.push(`b.cliente_id = ${q.v(f.clienteId)}`);
  if (f.estado === 'sin_guardar') filtros.push('b.orden_id is null');
  if (f.estado === 'guardada') filtros.push('b.orden_id is not null and not b.radicado');
  if (f.estado === 'radicada') filtros.push('b.radicado');
  if (f.estadoErp)
    filtros.push(
      `ll.estado = ${q.v(f.estadoErp === 'pendiente' ? EstadoMensajeSaliente.PENDIENTE : EstadoMensajeSaliente.ERROR)}`,
    );
  if (f.desde) filtros.push(`b.fecha_ingreso >= ${q.v(f.desde)}::date`);
  if (f.hasta) filtros.push(`b.fecha_ingreso <= ${q.v(f.hasta)}::date`);
  const desde = `from (${base}) b
      join candidato ca on ca.id = b.candidato_id
      join cliente c on c.id = b.cliente_id
      left join usuario u on u.id = b.radicado_por_id
      ${sqlUltimaLlamada('b.orden_id', 'ca.id')}
     ${filtros.length ? `where ${filtros.join(' and ')}` : ''}`;
  const tamano = f.pagina ? TAMANO_PAGINA_COLA_ORDENES : LIMITE_EXPORTACION_COLA_ORDENES;
  const desplazamiento = f.pagina ? (f.pagina - 1) * TAMANO_PAGINA_COLA_ORDENES : 0;
  const sql = `select b.orden_id, b.consecutivo, b.cp_id, b.pedido_id, b.cargo, to_char(b.fecha_ingreso, 'YYYY-MM-DD') as fecha_ingreso,
        b.fecha_radicado, ${estado} as estado, ca.id as candidato_id, ${NOMBRE_CANDIDATO} as nombre, ca.numero_documento,
        c.nombre as cliente, case when u.id is null then null else ${NOMBRE_USUARIO} end as radicado_por,
        ll.id as llamada_id, ll.tipo as llamada_tipo, ll.destino as llamada_destino, ll.estado as llamada_estado,
        ll.ultimo_error as llamada_error, ll.fecha as llamada_fecha, count(*) over () as total
      ${desde}
     order by (ll.estado = 2) desc nulls last, b.orden_id is null desc, b.fecha_ingreso nulls last, b.orden_id, b.cp_id
     limit ${q.v(tamano)} offset ${q.v(desplazamiento)}`;
  return { sql, params: q.valores };
}

interface FilaSql {
  orden_id: number | null;
  consecutivo: number | null;
  cp_id: number;
  pedido_id: number;
  cargo: string | null;
  fecha_ingreso: string | null;
  fecha_radicado: Date | null;
  estado: 'sin_guardar' | 'guardada' | 'radicando' | 'radicada';
  candidato_id: number;
  nombre: string;
  numero_documento: string;
  cliente: string;
  radicado_por: string | null;
  llamada_id: string | number | null;
  llamada_tipo: string | null;
  llamada_destino: string | null;
  llamada_estado: number | null;
  llamada_error: string | null;
  llamada_fecha: Date | null;
  total: string | number;
}

const OPERACIONES = ['requisicion', 'radicacion', 'induccion'] as const;
function operacionDe(tipo: string, destino: string | null) {
  if (tipo === TIPO_NOMINA) return 'hoja_de_vida' as const;
  return OPERACIONES.find((o) => o === destino) ?? ('radicacion' as const);
}

export async function colaOrdenes(em: EntityManager, alcance: AlcanceClientes, f: EntradaColaOrdenes) {
  const { sql, params } = consulta(alcance, f);
  const filas = await em.getConnection().execute<FilaSql[]>(sql, params);
  return {
    total: Number(filas[0]?.total ?? 0),
    pagina: f.pagina ?? 1,
    filas: filas.map((r) => ({
      ordenId: r.orden_id,
      consecutivo: r.consecutivo,
      candidatoPedidoId: r.cp_id,
      pedidoId: r.pedido_id,
      candidatoId: r.candidato_id,
      nombre: r.nombre,
      numeroDocumento: r.numero_documento,
      cliente: r.cliente,
      cargo: r.cargo ?? '',
      fechaIngreso: r.fecha_ingreso,
      estado: r.estado,
      fechaRadicado: r.fecha_radicado ? new Date(r.fecha_radicado) : null,
      radicadoPor: r.radicado_por,
      ultimaLlamada:
        r.llamada_id === null || r.llamada_tipo === null || r.llamada_estado === null
          ? null
          : {
              id: Number(r.llamada_id),
              operacion: operacionDe(r.llamada_tipo, r.llamada_destino),
              estado: r.llamada_estado,
              mensaje:
                r.llamada_estado === EstadoMensajeSaliente.ERROR ? mensajeErrorErp(r.llamada_error) : null,
              fecha: new Date(r.llamada_fecha ?? 0),
            },
    })),
  };
}
