import { agendarCitaDeEntrevista } from '../../citas';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoVetado, Usuario, type CandidatoPedido } from '@talento/db';
import {
  type AccionCandidato,
  correoAccionCliente,
  ESTADO_CANDIDATO_PEDIDO,
  fechaEntrevistaValida,
  MENSAJES_CLIENTE_PORTAL,
  OpcionVetarCandidato,
  transicionCandidato,
  nombreCompleto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import type { ResultadoAccionClienteDto } from '../dto';
import { cargarCandidatoPedidoParaEscribir, bloquearCandidato, soltarPersona } from '../../candidatos-pedido';
import { asegurarRequisicionErp } from '../../contratacion';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { registrarCambioEstadoCandidato } from '../../pedidos';
import { filtroCandidatoCliente } from './alcance';

export type AccionCliente = Extract<
  AccionCandidato,
  'validar' | 'rechazar' | 'agendarEntrevista' | 'aprobarEntrevista' | 'noApruebaEntrevista'
>;

export interface EntradaAccion {
  candidatoPedidoId: number;
  version: number;
  /** rechazar */
  motivo?: string;
  noRecibirDeNuevo?: boolean;
  /** agendarEntrevista */
  fecha?: Date;
}

const MENSAJE: Readonly<Record<AccionCliente, string>> = {
  validar: MENSAJES_CLIENTE_PORTAL.validado,
  rechazar: MENSAJES_CLIENTE_PORTAL.rechazado,
  agendarEntrevista: MENSAJES_CLIENTE_PORTAL.entrevistaAgendada,
  aprobarEntrevista: MENSAJES_CLIENTE_PORTAL.entrevistaAprobada,
  noApruebaEntrevista: MENSAJES_CLIENTE_PORTAL.noApruebaEntrevista,
};

/** Fields each action writes besides the state (interview date; rejection reason and bar). */
async function aplicarCampos(
  tx: EntityManager,
  cp: CandidatoPedido,
  accion: AccionCliente,
  entrada: EntradaAccion,
  usuario: UsuarioSesion,
) {
  if (accion === 'agendarEntrevista') cp.fechaCitaCliente = entrada.fecha ?? null;
  if (accion === 'noApruebaEntrevista') {
    // Same as staff: the person is free again (a client rejection waits for staff to validate it).
    const candidato = await bloquearCandidato(tx, cp.candidato.id);
    soltarPersona(candidato);
  }
  if (accion !== 'rechazar') return;
  cp.otroMotivoRechazo = entrada.motivo ?? null;
  cp.vetarCandidato = entrada.noRecibirDeNuevo ? OpcionVetarCandidato.VETAR : OpcionVetarCandidato.NO_VETAR;
  if (!entrada.noRecibirDeNuevo) return;
  const cliente = cp.pedido.cliente;
  const existente = await tx.findOne(CandidatoVetado, { candidato: cp.candidato.id, cliente: cliente.id });
  if (!existente) {
    tx.create(CandidatoVetado, {
      candidato: cp.candidato,
      cliente,
      motivo: entrada.motivo ?? null,
      pedidoOrigen: cp.pedido,
      createdBy: tx.getReference(Usuario, usuario.id),
    });
  }
}

/** E-mail addresses of the order's owner: the person in charge, else its creator. */
function destinatarios(cp: CandidatoPedido): string[] {
  const correo = cp.pedido.encargadoPedido?.email || cp.pedido.createdBy.email;
  return correo ? [correo] : [];
}

/**
 * One client action on a candidate sent to the client, in one transaction: lock + scope + version
 * (stale → CONFLICT, nothing written), the state machine with actor 'cliente', the new state with the
 * client user as modifier, the order event (type 4, previous/new state, candidate name, actor) and the
 * e-mail to the order's owner in the outbox. Inactive candidates and orders the client does not see
 * answer NOT_FOUND.
 */
export async function ejecutarAccionCliente(
  em: EntityManager,
  usuario: UsuarioSesion,
  accion: AccionCliente,
  entrada: EntradaAccion,
  ahora: Date,
): Promise<ResultadoAccionClienteDto> {
  if (accion === 'agendarEntrevista' && (!entrada.fecha || !fechaEntrevistaValida(entrada.fecha, ahora))) {
    throw new AppError('BAD_REQUEST', MENSAJES_CLIENTE_PORTAL.fechaFueraDeRango);
  }
  return em.transactional(async (tx) => {
    const cp = await cargarCandidatoPedidoParaEscribir(
      tx,
      usuario.alcance,
      entrada.candidatoPedidoId,
      entrada.version,
      { deCliente: filtroCandidatoCliente(usuario.alcance) },
    );
    await tx.populate(cp, ['pedido.cliente', 'pedido.encargadoPedido', 'pedido.createdBy']);
    const p = cp.pedido;
    const anterior = cp.estadoCandidatoPedido;
    const r = transicionCandidato(
      accion,
      { estado: anterior, pool: cp.pool, activo: cp.activo, etapaPedido: p.estadoPedido },
      'cliente',
    );
    if (!r.ok) throw new AppError('BAD_REQUEST', r.mensaje);
    cp.estadoCandidatoPedido = r.estadoNuevo;
    cp.fechaCambioEstado = ahora;
    cp.modificadoPor = tx.getReference(Usuario, usuario.id);
    await aplicarCampos(tx, cp, accion, entrada, usuario);
    // Approving the interview takes the candidate to contracting: the order's ERP requisition, once (spec 01 §4).
    if (accion === 'aprobarEntrevista') await asegurarRequisicionErp(tx, p.id);
    const candidato = nombreCompleto(cp.candidato);
    registrarCambioEstadoCandidato(tx, p, {
      actorId: usuario.id,
      estadoAnterior: anterior,
      estadoNuevo: r.estadoNuevo,
      candidatoNombre: candidato,
      fecha: ahora,
    });
    const para = destinatarios(cp);
    if (para.length) {
      const correo = correoAccionCliente({
        accion,
        usuario: usuario.nombreCompleto || usuario.username,
        cliente: p.cliente.nombre,
        pedidoId: p.id,
        cargo: p.nombreCargo,
        candidato,
        estadoNuevo: r.estadoNuevo,
        fechaCita: accion === 'agendarEntrevista' ? (entrada.fecha ?? null) : null,
        motivo: accion === 'rechazar' ? (entrada.motivo ?? null) : null,
        noRecibirDeNuevo: accion === 'rechazar' && entrada.noRecibirDeNuevo === true,
      });
      encolarCorreo(tx, { para, ...correo, referencia: `pedido:${p.id}` });
    }
    await tx.flush();
    // The interview shows in the appointment list as a reason-0 appointment of this client (issue 18).
    if (accion === 'agendarEntrevista' && entrada.fecha)
      await agendarCitaDeEntrevista(tx, cp.id, entrada.fecha, usuario.id, ahora);
    return {
      candidatoPedidoId: cp.id,
      estado: cp.estadoCandidatoPedido,
      estadoEtiqueta: ESTADO_CANDIDATO_PEDIDO.etiqueta(cp.estadoCandidatoPedido),
      version: cp.version,
      mensaje: MENSAJE[accion],
    };
  });
}
