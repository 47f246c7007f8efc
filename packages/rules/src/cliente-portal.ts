/**
 * Client portal (spec 01 §4 client actions, issue 4): what client staff see of an order and a CV, which of
 * the candidate actions they perform and the e-mail the order's owner receives after each client action.
 */
import type { AccionCandidato } from './candidatos/maquina';
import { ESTADO_CANDIDATO_PEDIDO, EstadoCandidatoPedido as E, EstadoPedido } from './enums/pedidos';
import { formatoFechaHora } from './fechas/formato-corto';

/** Messages of the client portal that the spec does not quote (ours). */
export const MENSAJES_CLIENTE_PORTAL = {
  sinPedidos: 'Aún no tiene pedidos con candidatos enviados para revisar.',
  sinCandidatos: 'Este pedido aún no tiene candidatos enviados.',
  pedidoNoEncontrado: 'No encontramos este pedido o no tiene acceso a él.',
  candidatoNoEncontrado: 'No encontramos este candidato o no tiene acceso a él.',
  sinComentarios: 'No hay comentarios en este pedido.',
  motivoRequerido: 'Debe escribir el motivo del rechazo',
  motivoLargo: 'El motivo no puede superar 2000 caracteres',
  fechaRequerida: 'Debe indicar la fecha y hora de la entrevista',
  fechaFueraDeRango: 'La fecha de la entrevista debe estar entre hoy y los próximos 12 meses',
  noRecibirDeNuevo: 'No deseo recibir de nuevo a este candidato',
  validado: 'Candidato validado',
  rechazado: 'Candidato rechazado',
  entrevistaAgendada: 'Entrevista agendada',
  entrevistaAprobada: 'Entrevista aprobada: el candidato pasa a contratación',
  noApruebaEntrevista: 'Se registró que el candidato no aprueba la entrevista',
  /** Spec 01 §8 toast when the implementation check cannot be answered. */
  errorValidarImplementacion: 'Ocurrio un error al validar usuario para implementación',
} as const;

/** Order stages a client sees (3 Selección, 4 Legalización de contrato). */
export const ESTADOS_PEDIDO_PORTAL_CLIENTE: readonly number[] = [
  EstadoPedido.SELECCION,
  EstadoPedido.LEGALIZACION,
];

/** Candidate states waiting for a client decision (validate/reject, schedule, approve/not approve). */
export const ESTADOS_PENDIENTES_CLIENTE: readonly number[] = [
  E.ENVIADO_CLIENTE,
  E.VALIDADO_CLIENTE,
  E.EN_ENTREVISTA,
];

/** A candidate the client may see: active and already sent (state ≥ 1). */
export function candidatoVisibleCliente(estado: number, activo: boolean): boolean {
  return activo && estado >= E.ENVIADO_CLIENTE;
}

/** An order the client may open: ordinary (not stock, not a city line) in stage 3 or 4. */
export function pedidoVisibleCliente(p: { estado: number; esStock: boolean; esHijo: boolean }): boolean {
  return !p.esStock && !p.esHijo && ESTADOS_PEDIDO_PORTAL_CLIENTE.includes(p.estado);
}

export const PERMISO_PRUEBAS_CLIENTE = 'imp_pruebas_Clientes_usuariostaffcliente';

/**
 * Spec 01 §6: tests and scores are shown to client staff when the client implements tests, or the implementation
 * check for (order, client, city, user) passes (a row of implementacion_pruebas, issue 17), or the user holds
 * imp_pruebas_Clientes_usuariostaffcliente. Pure: the server computes `implementacionValidada` and calls this from
 * one place (packages/api/src/dominios/cliente-portal/servicios/visibilidad-pruebas.ts) for every portal procedure
 * that returns tests.
 */
export function clienteVePuntajes(r: {
  implementacionPruebas: boolean;
  implementacionValidada: boolean;
  permisos: readonly string[];
}): boolean {
  return r.implementacionPruebas || r.implementacionValidada || r.permisos.includes(PERMISO_PRUEBAS_CLIENTE);
}

/** Button label of each client action. */
export const ETIQUETA_ACCION_CLIENTE: Readonly<Partial<Record<AccionCandidato, string>>> = {
  validar: 'Validar',
  rechazar: 'Rechazar',
  agendarEntrevista: 'Agendar entrevista',
  aprobarEntrevista: 'Aprobar entrevista',
  noApruebaEntrevista: 'No aprueba entrevista',
};

export interface DatosCorreoAccionCliente {
  accion: AccionCandidato;
  usuario: string;
  cliente: string;
  pedidoId: number;
  cargo: string;
  candidato: string;
  estadoNuevo: number;
  fechaCita?: Date | null;
  motivo?: string | null;
  noRecibirDeNuevo?: boolean;
}

/**
 * What the client did, as a phrase around the person: `a` for the subject ("validó a Ana"), `el` for the text ("validó
 * el candidato Ana"). Each action writes its own preposition ("la entrevista de Ana", "del candidato Ana"), never a
 * fixed "a" after the verb (which read "aprobó la entrevista de a Ana").
 */
const FRASE: Readonly<Partial<Record<AccionCandidato, { a: string; el: string }>>> = {
  validar: { a: 'validó a', el: 'validó el candidato' },
  rechazar: { a: 'rechazó a', el: 'rechazó el candidato' },
  agendarEntrevista: { a: 'agendó una entrevista con', el: 'agendó una entrevista con el candidato' },
  aprobarEntrevista: { a: 'aprobó la entrevista de', el: 'aprobó la entrevista del candidato' },
  noApruebaEntrevista: {
    a: 'registró que no aprueba la entrevista de',
    el: 'registró que no aprueba la entrevista del candidato',
  },
};

/** Subject and text of the e-mail that tells the order's owner what the client did. */
export function correoAccionCliente(d: DatosCorreoAccionCliente): { asunto: string; texto: string } {
  const frase = FRASE[d.accion] ?? { a: d.accion, el: d.accion };
  const lineas = [
    `${d.usuario} (${d.cliente}) ${frase.el} ${d.candidato} en el pedido ${d.pedidoId} (${d.cargo}).`,
    `Nuevo estado del candidato: ${ESTADO_CANDIDATO_PEDIDO.etiqueta(d.estadoNuevo)}.`,
  ];
  if (d.fechaCita) lineas.push(`Fecha de la entrevista: ${formatoFechaHora(d.fechaCita)}.`);
  if (d.motivo) lineas.push(`Motivo: ${d.motivo}`);
  if (d.noRecibirDeNuevo) lineas.push('El cliente no desea recibir de nuevo a este candidato.');
  return { asunto: `Pedido ${d.pedidoId}: el cliente ${frase.a} ${d.candidato}`, texto: lineas.join('\n') };
}
