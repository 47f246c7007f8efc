import { agendarCitaDeEntrevista } from '../../citas';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  EstadoCandidatoPedido,
  EXITO_CAMBIO_ESTADO,
  fechaEntrevistaValida,
  mensajeGestionSinFac,
  MENSAJES_PIPELINE,
  TipoEventoPedido,
  transicionCandidato,
  type EntradaCambiarEstado,
  nombreCompleto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError, conflicto, noEncontrado } from '../../../nucleo/errors';
import { asegurarRequisicionErp } from '../../contratacion';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';
import { enviarAStock } from '../../stock';
import { exigirTransicion, type ResultadoAccionCandidato } from './comun';

/** Moves that change only the row's state (and the interview date): no counters, availability or follow-up rows. */
export const ACCIONES_SIN_EFECTOS = ['validar', 'agendarEntrevista', 'aprobarEntrevista'] as const;
type AccionSinEfectos = (typeof ACCIONES_SIN_EFECTOS)[number];
// An intersection, not Extract: the variant of validar/aprobarEntrevista also lists other actions, so Extract dropped it.
export type EntradaSinEfectos = EntradaCambiarEstado & { accion: AccionSinEfectos };

export function esSinEfectos(e: EntradaCambiarEstado): e is EntradaSinEfectos {
  return (ACCIONES_SIN_EFECTOS as readonly string[]).includes(e.accion);
}

interface FilaCandidatoPedido {
  id: number;
  version: number;
  estado: number;
  pool: number;
  activo: boolean;
  pedido_id: number;
  estado_pedido: number;
  fac_id: number | null;
  nombre1: string;
  nombre2: string | null;
  apellido1: string;
  apellido2: string | null;
}

/**
 * The same rules, locks and writes as `cambiarEstadoCandidato` for the moves without side effects, in
 * plain SQL instead of hydrating the candidate-in-order, its order and its person (the most frequent
 * moves spent most of their server CPU there). In one transaction: the order row is locked, then the
 * candidate-in-order row (scoped to the caller's clients inside the query); NOT_FOUND, the FAC gate, the
 * version (CONFLICT) and the state machine are checked in that order; then the row is updated (version
 * + 1) and the type-4 event written by one statement.
 */
export function cambiarEstadoSinEfectos(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaSinEfectos,
  ahora: Date,
): Promise<ResultadoAccionCandidato> {
  return em.transactional(async (tx) => {
    // Order row first, then the candidate row: the lock order of every write (see cargarCandidatoPedidoParaEscribir).
    await tx.execute(
      'select p.id from pedido p where p.id = (select cp.pedido_id from candidato_pedido cp where cp.id = ?) for update of p',
      [entrada.id],
    );
    const q = new Parametros();
    const [cp] = await tx.execute<FilaCandidatoPedido[]>(
      `select cp.id, cp.version, cp.estado_candidato_pedido as estado, cp.pool, cp.activo, p.id as pedido_id, p.estado_pedido, p.fac_id,
        c.nombre1, c.nombre2, c.apellido1, c.apellido2
      from candidato_pedido cp join pedido p on p.id = cp.pedido_id join candidato c on c.id = cp.candidato_id
      where cp.id = ${q.v(entrada.id)}${sqlAlcance(q, usuario.alcance)}
      for update of cp`,
      q.valores,
    );
    if (!cp) throw noEncontrado();
    const sinFac = mensajeGestionSinFac(cp.estado_pedido, cp.fac_id);
    if (sinFac) throw new AppError('BAD_REQUEST', sinFac);
    if (entrada.version !== undefined && cp.version !== entrada.version) throw conflicto();
    const r = transicionCandidato(
      entrada.accion,
      { estado: cp.estado, pool: cp.pool, activo: cp.activo, etapaPedido: cp.estado_pedido },
      'staff',
    );
    exigirTransicion(r);
    const cita = entrada.accion === 'agendarEntrevista' ? entrada.fecha : null;
    if (cita && !fechaEntrevistaValida(cita, ahora))
      throw new AppError('BAD_REQUEST', MENSAJES_PIPELINE.fechaEntrevistaRango);
    const u = new Parametros(); // placeholders are numbered in the order the text below is written
    const [fila] = await tx.execute<{ version: number }[]>(
      `with u as (
        update candidato_pedido set estado_candidato_pedido = ${u.v(r.estadoNuevo)}, fecha_cambio_estado = ${u.v(ahora.toISOString())}::timestamptz,
          modificado_por_id = ${u.v(usuario.id)}, fecha_modificacion = ${u.v(new Date().toISOString())}::timestamptz, version = version + 1${cita ? `, fecha_cita_cliente = ${u.v(cita.toISOString())}::timestamptz` : ''}
        where id = ${u.v(cp.id)} returning version
      ), e as (
        insert into evento_pedido (pedido_id, tipo_evento, actor_id, estado_anterior, estado_nuevo, candidato_nombre, fecha)
        values (${u.v(cp.pedido_id)}, ${Math.trunc(TipoEventoPedido.CAMBIO_ESTADO_CANDIDATO)}, ${u.v(usuario.id)}, ${u.v(cp.estado)}, ${u.v(r.estadoNuevo)},
          ${u.v(nombreCompleto(cp))}, ${u.v(ahora.toISOString())}::timestamptz)
      )
      select version from u`,
      u.valores,
    );
    // The interview shows in the appointment list as a reason-0 appointment of the order's client (issue 18).
    if (cita) await agendarCitaDeEntrevista(tx, cp.id, cita, usuario.id, ahora);
    // Taking the candidate to contracting creates the order's ERP requisition when it has none (spec 01 §4).
    if (entrada.accion === 'aprobarEntrevista') await asegurarRequisicionErp(tx, cp.pedido_id);
    // In a stock order, state 6 fills a vacancy of the line and sends the person to the matching stock pool.
    if (r.estadoNuevo === EstadoCandidatoPedido.EN_CONTRATACION) await enviarAStock(tx, cp.id, ahora);
    return {
      id: cp.id,
      version: fila!.version,
      estado: r.estadoNuevo,
      pool: cp.pool,
      activo: cp.activo,
      mensaje: EXITO_CAMBIO_ESTADO[entrada.accion],
    };
  });
}
