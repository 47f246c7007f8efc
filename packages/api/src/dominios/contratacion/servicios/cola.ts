/**
 * /contratacion/ordenes (`read_pedido`): the queue of hiring orders. One row per person in contracting: with an
 * order (saved, being filed or filed; one row per candidate of the order) or without one yet (candidate in 6–7 of an
 * ordinary order at stage 2–4). Each row carries who filed it and the last ERP call of the order or of the person's
 * CV send, so a failure is visible here and not only inside the modal. The client scope is applied in the query. The
 * columns are declared in cola-columnas.ts.
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
import { leerFila, listaSelect } from '../../../nucleo/sql/columnas';
import { Parametros } from '../../../nucleo/sql/parametros';
import { mensajeErrorErp, TIPO_ERP } from './llamadas-erp';
import { TIPO_NOMINA } from '../../hv';
import { AUXILIARES_COLA_ORDENES, COLUMNAS_COLA_ORDENES } from './cola-columnas';

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
  const sql = `select ${listaSelect({ ...COLUMNAS_COLA_ORDENES, ...AUXILIARES_COLA_ORDENES })}
      ${desde}
     order by (ll.estado = 2) desc nulls last, b.orden_id is null desc, b.fecha_ingreso nulls last, b.orden_id, b.cp_id
     limit ${q.v(tamano)} offset ${q.v(desplazamiento)}`;
  return { sql, params: q.valores };
}

const OPERACIONES = ['requisicion', 'radicacion', 'induccion'] as const;
function operacionDe(tipo: string, destino: string | null) {
  if (tipo === TIPO_NOMINA) return 'hoja_de_vida' as const;
  return OPERACIONES.find((o) => o === destino) ?? ('radicacion' as const);
}

export async function colaOrdenes(em: EntityManager, alcance: AlcanceClientes, f: EntradaColaOrdenes) {
  const { sql, params } = consulta(alcance, f);
  const filas = await em.getConnection().execute<Record<string, unknown>[]>(sql, params);
  const total = filas[0] ? leerFila(AUXILIARES_COLA_ORDENES, filas[0]).total : 0;
  return {
    total,
    pagina: f.pagina ?? 1,
    filas: filas.map((fila) => {
      const r = leerFila(AUXILIARES_COLA_ORDENES, fila);
      return {
        ...leerFila(COLUMNAS_COLA_ORDENES, fila),
        ultimaLlamada:
          r.llamadaId === null || r.llamadaTipo === null || r.llamadaEstado === null
            ? null
            : {
                id: r.llamadaId,
                operacion: operacionDe(r.llamadaTipo, r.llamadaDestino),
                estado: r.llamadaEstado,
                mensaje:
                  r.llamadaEstado === EstadoMensajeSaliente.ERROR ? mensajeErrorErp(r.llamadaError) : null,
                fecha: r.llamadaFecha ?? new Date(0),
              },
      };
    }),
  };
}
