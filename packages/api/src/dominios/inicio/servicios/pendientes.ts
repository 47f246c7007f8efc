/**
 * "Mis pendientes" of the staff home: one statement returning the four lists as JSON text (as the dashboard
 * does), over the user's current ordinary orders — encargado, lead executive or creator — in their client scope
 * (applied in the query, like every order read). Days are counted in the same time zone as the dashboard.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ESTADOS_ESPERANDO_CLIENTE,
  LIMITE_PENDIENTES,
  MisPendientesSchema,
  type AlcanceClientes,
  type MisPendientes,
  EstadoMensajeSaliente,
} from '@talento/rules';
import { sqlUltimaLlamada } from '../../contratacion';
import { momentoDe, SQL_PEDIDO_ORDINARIO, sqlEsDelUsuario, sqlTranscurridos } from '../../pedidos';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { consultaPreparada } from '../../../nucleo/sql/consulta-preparada';
import { Parametros } from '../../../nucleo/sql/parametros';

const NOMBRE_CANDIDATO = `trim(concat_ws(' ', ca.nombre1, ca.nombre2, ca.apellido1, ca.apellido2))`;

/** `{ total, filas }` of a select whose rows carry their object in `fila`, ordered by `orden` (its own columns), at most the limit. */
const lista = (desde: string, orden: string) =>
  `(select json_build_object('total', count(*), 'filas', coalesce((json_agg(x.fila order by ${orden}) filter (where x.n <= ${LIMITE_PENDIENTES})), '[]'))
     from (select t.*, row_number() over (order by ${orden}) as n from (${desde}) t) x)`;

export function consultaPendientes(
  usuarioId: number,
  alcance: AlcanceClientes,
  ahora: Date,
): { sql: string; params: unknown[] } {
  const q = new Parametros();
  const { hoy, tz } = momentoDe(ahora);
  const mios = `select p.id, p.cliente_id, p.ciudad_id, p.nombre_cargo, p.perfil_seleccion_id, p.fecha_aprobacion, p.fecha_solicitud
    from pedido p where ${SQL_PEDIDO_ORDINARIO} and p.estado_pedido in (1, 111, 2, 3, 4)
      and ${sqlEsDelUsuario(q, usuarioId)}${sqlAlcance(q, alcance)}`;
  // A function, not a string: each use pushes its own parameters in the order they appear in the text.
  const restantes = () =>
    `(coalesce(pf.tiempo_dias_busqueda, 0) - greatest(0, ${sqlTranscurridos(q, hoy, tz)}))`;
  const vencidos = `select ${restantes()} as restantes, p.id, json_build_object('idPedido', p.id, 'cliente', c.nombre, 'cargo', p.nombre_cargo,
      'ciudad', ci.nombre, 'diasRestantes', least(coalesce(pf.tiempo_dias_busqueda, 0), ${restantes()})) as fila
    from m p join perfil pf on pf.id = p.perfil_seleccion_id join cliente c on c.id = p.cliente_id left join ciudad ci on ci.id = p.ciudad_id
    where ${restantes()} <= 0`;
  const candidato = (
    extra: string,
  ) => `json_build_object('idPedido', p.id, 'idCandidato', ca.id, 'candidato', ${NOMBRE_CANDIDATO},
      'cliente', c.nombre, 'cargo', p.nombre_cargo${extra})`;
  const esperando = `select cp.fecha_cambio_estado as desde, cp.id, ${candidato(`, 'estado', cp.estado_candidato_pedido,
      'desde', (cp.fecha_cambio_estado at time zone ${q.v(tz)})::date`)} as fila
    from m p join candidato_pedido cp on cp.pedido_id = p.id and cp.activo join candidato ca on ca.id = cp.candidato_id join cliente c on c.id = p.cliente_id
    where cp.estado_candidato_pedido = ${ESTADOS_ESPERANDO_CLIENTE[0]}
       or (cp.estado_candidato_pedido = ${ESTADOS_ESPERANDO_CLIENTE[1]} and (cp.fecha_cita_cliente at time zone ${q.v(tz)})::date < ${q.v(hoy)}::date)`;
  const entrevistas = `select cp.fecha_cita_cliente as cita, cp.id, ${candidato(`, 'hora', to_char(cp.fecha_cita_cliente at time zone ${q.v(tz)}, 'HH24:MI')`)} as fila
    from m p join candidato_pedido cp on cp.pedido_id = p.id and cp.activo join candidato ca on ca.id = cp.candidato_id join cliente c on c.id = p.cliente_id
    where cp.estado_candidato_pedido = 4 and (cp.fecha_cita_cliente at time zone ${q.v(tz)})::date = ${q.v(hoy)}::date`;
  const correos = `select ms.id, json_build_object('id', ms.id, 'idPedido', p.id, 'asunto', coalesce(ms.payload->>'asunto', ''), 'destino', ms.destino,
      'ultimoError', ms.ultimo_error, 'creadoEl', (ms.creado_en at time zone ${q.v(tz)})::date) as fila
    from m p join mensaje_saliente ms on ms.referencia = 'pedido:' || p.id
    where ms.estado = ${EstadoMensajeSaliente.ERROR}`;
  // Hiring orders whose last ERP call (filing, induction, CV send) ended in Error: of the user's orders (any stage:
  // a filing may fail after the order closed) or created or filed by the user. Visible here, not only in the modal.
  const ordenes = `select ll.id, json_build_object('id', ll.id, 'idPedido', p.id, 'candidatoPedidoId', cp.id, 'ordenId', o.id,
      'consecutivo', o.consecutivo, 'candidato', ${NOMBRE_CANDIDATO}, 'cliente', c.nombre,
      'operacion', case when ll.tipo = 'erp' then ll.destino else 'hoja_de_vida' end, 'ultimoError', ll.ultimo_error,
      'fecha', (ll.fecha at time zone ${q.v(tz)})::date) as fila
    from orden_contratacion o join pedido p on p.id = o.pedido_id
      join orden_contratacion_candidato oc on oc.orden_contratacion_id = o.id
      join candidato_pedido cp on cp.id = oc.candidato_pedido_id and cp.activo
      join candidato ca on ca.id = cp.candidato_id join cliente c on c.id = p.cliente_id
      ${sqlUltimaLlamada('o.id', 'ca.id')}
    where ll.estado = ${EstadoMensajeSaliente.ERROR} and (${sqlEsDelUsuario(q, usuarioId)} or o.creado_por_id = ${q.v(usuarioId)} or o.radicado_por_id = ${q.v(usuarioId)})${sqlAlcance(q, alcance, 'o.cliente_id')}`;
  const sql = `with m as materialized (${mios})
    select json_build_object(
      'pedidosVencidos', ${lista(vencidos, 'restantes, id')},
      'esperandoCliente', ${lista(esperando, 'desde nulls first, id')},
      'entrevistasHoy', ${lista(entrevistas, 'cita, id')},
      'correosConError', ${lista(correos, 'id desc')},
      'ordenesConError', ${lista(ordenes, 'id desc')})::text as pendientes`;
  return { sql, params: q.valores };
}

export async function misPendientes(
  em: EntityManager,
  usuarioId: number,
  alcance: AlcanceClientes,
  ahora: Date,
): Promise<MisPendientes> {
  const { sql, params } = consultaPendientes(usuarioId, alcance, ahora);
  // A named prepared statement with its generic plan: through the ORM's `execute` it was planned on every request
  // (2.8–3.0 ms on the scale data), and as a prepared statement PostgreSQL kept custom plans; the generic one runs in
  // 0.9–2.6 ms against 4.3–7.0 for users with 0 to 95 current orders (docs/performance.md).
  const [fila] = await consultaPreparada<{ pendientes: string }>(em, sql, params, { planGenerico: true });
  return MisPendientesSchema.parse(JSON.parse(fila?.pendientes ?? 'null'));
}
