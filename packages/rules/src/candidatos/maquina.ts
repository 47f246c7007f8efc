import { EstadoCandidatoPedido as E, EstadoPedido as P, Pool } from '../enums/pedidos';

/**
 * Candidate-in-order state machine (spec 01 §4). The same function decides which buttons each portal
 * shows and what the server accepts.
 */
export type AccionCandidato =
  | 'seleccionar' // pool 0 → 1 (pre-selected → selected), state 0
  | 'devolverPreseleccion' // pool 1 → 0, only state 0 at stages 2–3
  | 'enviarCliente' // selected, state 0 → 1 (stages 3–4)
  | 'validar' // 1 → 2 (stage ≥ 3)
  | 'rechazar' // 1 → 3 (stage ≥ 3): "descartar" for staff, reject for the client
  | 'agendarEntrevista' // 2 → 4 with fecha_cita_cliente
  | 'aprobarEntrevista' // 4 → 6 (in contracting)
  | 'noApruebaEntrevista' // 4 → 5
  | 'sePresenta' // 6 → 8 at stage 4
  | 'noFirmaContrato' // 6 → 7 at stage 4 (default termination)
  | 'noSePresenta' // 6 → 9 at stage 4
  | 'remover'; // activo false (pre-selected, stages 2–4; spontaneous 2–3)

export type ActorCandidato = 'staff' | 'cliente';

export interface SituacionCandidato {
  estado: number;
  pool: number;
  activo: boolean;
  /** estado_pedido of the order (2, 3, 4 are the working stages; 0/1/5 accept nothing). */
  etapaPedido: number;
  /** A stock order: state 6 is "Enviado a stock" there (spec 01 §4), with no hiring after it. */
  esStock?: boolean;
}

export type ResultadoCandidato =
  { ok: true; estadoNuevo: number; poolNuevo: number; activoNuevo: boolean } | { ok: false; mensaje: string };

export const MENSAJES_CANDIDATO = {
  noPermitido: 'El candidato no está en un estado que permita esta acción.',
  etapa: 'El pedido no está en una etapa que permita esta acción.',
  inactivo: 'El candidato ya no está activo en este pedido.',
  soloStaff: 'Esta acción solo la puede realizar el staff.',
  stockSinContratacion: 'En un pedido de stock el candidato enviado a stock no pasa a contratación.',
} as const;

/** Actions the client portal may perform (the rest are staff-only). */
export const ACCIONES_CLIENTE: readonly AccionCandidato[] = [
  'validar',
  'rechazar',
  'agendarEntrevista',
  'aprobarEntrevista',
  'noApruebaEntrevista',
];

const no = (mensaje: string): ResultadoCandidato => ({ ok: false, mensaje });

function a(
  estadoNuevo: number,
  s: SituacionCandidato,
  poolNuevo = s.pool,
  activoNuevo = s.activo,
): ResultadoCandidato {
  return { ok: true, estadoNuevo, poolNuevo, activoNuevo };
}

const enTrabajo = (etapa: number) =>
  etapa === P.PRESELECCION || etapa === P.SELECCION || etapa === P.LEGALIZACION;

/** Decides one action; `esEspontaneo` narrows removal to stages 2–3. */
export function transicionCandidato(
  accion: AccionCandidato,
  s: SituacionCandidato,
  actor: ActorCandidato,
  esEspontaneo = false,
): ResultadoCandidato {
  if (actor === 'cliente' && !ACCIONES_CLIENTE.includes(accion)) return no(MENSAJES_CANDIDATO.soloStaff);
  if (!s.activo) return no(MENSAJES_CANDIDATO.inactivo);
  if (!enTrabajo(s.etapaPedido)) return no(MENSAJES_CANDIDATO.etapa);
  const etapa = s.etapaPedido;
  switch (accion) {
    case 'seleccionar':
      return s.pool === Pool.PRESELECCIONADO && s.estado === E.AGREGADO
        ? a(E.AGREGADO, s, Pool.SELECCIONADO)
        : no(MENSAJES_CANDIDATO.noPermitido);
    case 'devolverPreseleccion':
      if (etapa === P.LEGALIZACION) return no(MENSAJES_CANDIDATO.etapa);
      return s.pool === Pool.SELECCIONADO && s.estado === E.AGREGADO
        ? a(E.AGREGADO, s, Pool.PRESELECCIONADO)
        : no(MENSAJES_CANDIDATO.noPermitido);
    case 'enviarCliente':
      if (etapa === P.PRESELECCION) return no(MENSAJES_CANDIDATO.etapa);
      return s.pool === Pool.SELECCIONADO && s.estado === E.AGREGADO
        ? a(E.ENVIADO_CLIENTE, s)
        : no(MENSAJES_CANDIDATO.noPermitido);
    case 'validar':
    case 'rechazar':
      if (etapa === P.PRESELECCION) return no(MENSAJES_CANDIDATO.etapa);
      return s.estado === E.ENVIADO_CLIENTE
        ? a(accion === 'validar' ? E.VALIDADO_CLIENTE : E.RECHAZADO_CLIENTE, s)
        : no(MENSAJES_CANDIDATO.noPermitido);
    case 'agendarEntrevista':
      if (etapa === P.PRESELECCION) return no(MENSAJES_CANDIDATO.etapa);
      return s.estado === E.VALIDADO_CLIENTE ? a(E.EN_ENTREVISTA, s) : no(MENSAJES_CANDIDATO.noPermitido);
    case 'aprobarEntrevista':
    case 'noApruebaEntrevista':
      if (etapa === P.PRESELECCION) return no(MENSAJES_CANDIDATO.etapa);
      return s.estado === E.EN_ENTREVISTA
        ? a(accion === 'aprobarEntrevista' ? E.EN_CONTRATACION : E.NO_APRUEBA_ENTREVISTA, s)
        : no(MENSAJES_CANDIDATO.noPermitido);
    case 'sePresenta':
    case 'noFirmaContrato':
    case 'noSePresenta': {
      if (s.esStock) return no(MENSAJES_CANDIDATO.stockSinContratacion);
      if (etapa !== P.LEGALIZACION) return no(MENSAJES_CANDIDATO.etapa);
      if (s.estado !== E.EN_CONTRATACION) return no(MENSAJES_CANDIDATO.noPermitido);
      const nuevo =
        accion === 'sePresenta'
          ? E.SE_PRESENTA
          : accion === 'noFirmaContrato'
            ? E.NO_FIRMA_CONTRATO
            : E.NO_SE_PRESENTA;
      return a(nuevo, s);
    }
    case 'remover':
      if (esEspontaneo && etapa === P.LEGALIZACION) return no(MENSAJES_CANDIDATO.etapa);
      return s.pool === Pool.PRESELECCIONADO
        ? a(s.estado, s, s.pool, false)
        : no(MENSAJES_CANDIDATO.noPermitido);
  }
}

/** Every action allowed right now for an actor (buttons to show). */
export function accionesCandidato(
  s: SituacionCandidato,
  actor: ActorCandidato,
  esEspontaneo = false,
): AccionCandidato[] {
  const todas: AccionCandidato[] = [
    'seleccionar',
    'devolverPreseleccion',
    'enviarCliente',
    'validar',
    'rechazar',
    'agendarEntrevista',
    'aprobarEntrevista',
    'noApruebaEntrevista',
    'sePresenta',
    'noFirmaContrato',
    'noSePresenta',
    'remover',
  ];
  return todas.filter((acc) => transicionCandidato(acc, s, actor, esEspontaneo).ok);
}
