/**
 * The columns of the hiring-order queue (cola.ts), each declared once over its rows `b` (an order's candidate, or a
 * candidate without an order yet), the person `ca`, the client `c`, the user who filed `u` and the last ERP call `ll`:
 * `COLUMNAS_COLA_ORDENES` go to the screen as the statement answers them (their schema is part of ColaOrdenesDto),
 * `AUXILIARES_COLA_ORDENES` are read to build the last call and the total.
 */
import { EstadoMensajeSaliente, TipoMensajeSaliente, type EstadoOrdenContratacion } from '@talento/rules';
import { col } from '../../../nucleo/sql/columnas';

const ESTADOS = [
  'sin_guardar',
  'guardada',
  'radicando',
  'radicada',
] as const satisfies readonly EstadoOrdenContratacion[];

const NOMBRE_CANDIDATO = `trim(concat_ws(' ', ca.nombre1, ca.nombre2, ca.apellido1, ca.apellido2))`;
const NOMBRE_USUARIO = `coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)`;

export const COLUMNAS_COLA_ORDENES = {
  ordenId: col.numeroONulo('b.orden_id'),
  consecutivo: col.numeroONulo('b.consecutivo'),
  candidatoPedidoId: col.numero('b.cp_id'),
  pedidoId: col.numero('b.pedido_id'),
  candidatoId: col.numero('ca.id'),
  nombre: col.texto(NOMBRE_CANDIDATO),
  numeroDocumento: col.texto('ca.numero_documento'),
  cliente: col.texto('c.nombre'),
  cargo: col.texto(`coalesce(b.cargo, '')`),
  /** 'YYYY-MM-DD': the order's, or the pedido's while unsaved. */
  fechaIngreso: col.textoONulo(`to_char(b.fecha_ingreso, 'YYYY-MM-DD')`),
  /** "Radicando" while the filing call waits in the outbox. */
  estado: col.unoDe(ESTADOS)(`case when b.orden_id is null then 'sin_guardar' when b.radicado then 'radicada'
      when exists (select 1 from mensaje_saliente r where r.tipo = '${TipoMensajeSaliente.ERP}' and r.destino = 'radicacion'
                     and r.referencia = 'orden_contratacion:' || b.orden_id and r.estado = ${EstadoMensajeSaliente.PENDIENTE}) then 'radicando'
      else 'guardada' end`),
  fechaRadicado: col.instanteONulo('b.fecha_radicado'),
  radicadoPor: col.textoONulo(`case when u.id is null then null else ${NOMBRE_USUARIO} end`),
};

export const AUXILIARES_COLA_ORDENES = {
  llamadaId: col.numeroONulo('ll.id::float8'),
  llamadaTipo: col.textoONulo('ll.tipo'),
  llamadaDestino: col.textoONulo('ll.destino'),
  llamadaEstado: col.numeroONulo('ll.estado'),
  llamadaError: col.textoONulo('ll.ultimo_error'),
  llamadaFecha: col.instanteONulo('ll.fecha'),
  /** Rows of every page. */
  total: col.numero('(count(*) over ())::int'),
};
