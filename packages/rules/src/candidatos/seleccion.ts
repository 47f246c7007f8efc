/**
 * Staff candidate pipeline of an order (spec 01 §4, §5, §8): the three readings of "move to selected",
 * the availability refusals when adding, the flag behind each candidate action, and the input schemas
 * shared by the staff screens and the `candidatosPedido.*` procedures.
 */
import { z } from 'zod';
import {
  aceptarArchivos,
  campo,
  Id,
  TIPOS_ARCHIVO,
  validarArchivo,
  Version,
  type ArchivoPorValidar,
  type ReglaArchivo,
  type ResultadoArchivo,
} from '../esquemas';
import { Disponibilidad } from '../enums/hv';
import { ACCION_DESCARTE, EstadoCandidatoPedido as E, EstadoPedido as P } from '../enums/pedidos';
import type { Permiso } from '../auth/permisos';
import {
  transicionCandidato,
  MENSAJES_CANDIDATO,
  type AccionCandidato,
  type ResultadoCandidato,
  type SituacionCandidato,
} from './maquina';

/** Messages of the pipeline: quoted from the spec where it quotes them, ours otherwise. */
export const MENSAJES_PIPELINE = {
  agregado: 'Candidato agregado exitosamente',
  seleccionado: 'El candidato ha sido seleccionado',
  enProceso: 'Este candidato ya se encuentra en proceso con un pedido.',
  contratado: 'Este candidato ya ha sido contratado.',
  noDisponible: 'Este candidato no se encuentra disponible.',
  noEncontrado: 'No se encontró el candidato',
  errorEspontaneo:
    'Error al agregar el candidato espontaneo, es posible que el correo ya exista y esté en otro proceso.',
  configuracion: 'Configuración no definida',
  porcentajeHv: (minimo: number) =>
    `El porcentaje de completitud de la HV es menor al permitido(${minimo}) para ser un candidato seleccionado`,
  sinPruebas: 'No ha realizado pruebas',
  pruebaFaltante: (codigo: string) => `No ha realizado ${codigo}`,
  documentos: 'No se puede seleccionar al candidato porque no todos los documentos han sido aprobados',
  errorAgregar: 'Error al agregar el candidato',
  errorEstado: 'Error al cambiar el estado del candidato',
  errorMover: 'Error al mover el candidato',
  errorRemover: 'Error al remover el candidato',
  // Ours (the spec does not quote them).
  productoTerminado: 'El candidato no es producto terminado: solo un super usuario puede seleccionarlo.',
  yaEnPedido: 'Este candidato ya se encuentra en este pedido.',
  vetadoCliente: 'Este candidato está vetado por el cliente y no puede agregarse a sus pedidos.',
  betadoPedido: 'Este candidato fue removido de este pedido y no puede agregarse de nuevo.',
  devuelto: 'El candidato volvió a preseleccionados',
  removido: 'El candidato fue removido del pedido',
  espontaneoAgregado:
    'Candidato espontáneo agregado; se le envió la invitación para registrar su hoja de vida',
  espontaneoRemovido: 'El candidato espontáneo fue removido del pedido',
  fechaEntrevistaRequerida: 'Debe seleccionar la fecha de entrevista',
  fechaEntrevistaRango: 'La fecha de entrevista debe estar entre hoy y los próximos 12 meses',
  motivoRequerido: 'Debe seleccionar el motivo de rechazo',
  accionRequerida: 'Debe seleccionar la acción a realizar con el candidato',
  vetarRequerido: 'Debe indicar si el candidato puede enviarse de nuevo al cliente',
  categoriaRequerida: 'Debe seleccionar la categoría de stock',
  pedidoRequerido: 'Debe seleccionar el pedido',
  categoriaSinPruebas: 'El candidato no tiene pruebas digitales: no puede enviarse a una categoría de stock.',
  yaEnCategoria: 'Este candidato ya se encuentra en una categoría de stock.',
  campoRequerido: 'Campo requerido',
  correoInvalido: 'El correo no es válido',
  archivoGrande: 'El archivo no puede superar 10 MB',
  archivoTipo: 'El archivo debe ser PDF, DOC, DOCX, JPG o PNG',
} as const;

/** Toast after each state change of `candidatosPedido.cambiarEstado`. */
export const EXITO_CAMBIO_ESTADO = {
  validar: 'El candidato fue validado',
  rechazar: 'El candidato fue descartado',
  agendarEntrevista: 'Entrevista agendada',
  aprobarEntrevista: 'El candidato pasó a contratación',
  noApruebaEntrevista: 'El candidato no aprobó la entrevista',
  sePresenta: 'El candidato se presentó en el lugar de trabajo',
  noFirmaContrato: 'Candidato terminado: No firma contrato',
  noSePresenta: 'Candidato terminado: No se presenta en el trabajo',
} as const;
export type AccionCambioEstado = keyof typeof EXITO_CAMBIO_ESTADO;
export const ACCIONES_CAMBIO_ESTADO = Object.keys(EXITO_CAMBIO_ESTADO) as [
  AccionCambioEstado,
  ...AccionCambioEstado[],
];

// ── Adding a candidate ──────────────────────────────────────────────────────────────────────────────

/** Refusal for a registered candidate's availability (spec 01 §8), or null when free. */
export function mensajeDisponibilidad(disponibilidad: number): string | null {
  if (disponibilidad === Disponibilidad.EN_PROCESO_PEDIDO) return MENSAJES_PIPELINE.enProceso;
  if (disponibilidad === Disponibilidad.CONTRATADO) return MENSAJES_PIPELINE.contratado;
  if (disponibilidad === Disponibilidad.NO_DISPONIBLE) return MENSAJES_PIPELINE.noDisponible;
  return null;
}

/** Only orders in states 2–4 accept candidates. */
export function pedidoAdmiteCandidatos(estadoPedido: number): boolean {
  return estadoPedido === P.PRESELECCION || estadoPedido === P.SELECCION || estadoPedido === P.LEGALIZACION;
}

// ── Moving pre-selected → selected: the three readings (spec 01 §4) ────────────────────────────────

export interface PruebasPedido {
  pruebaFac: boolean;
  pruebaDetac: boolean;
  pruebaComp: boolean;
  pruebaIdisc: boolean;
  pruebaValores: boolean;
  pruebaEntrevistas: boolean;
}

/** Digital-test codes (CODIGO_PRUEBA_DIGITAL) the order requires, in the order they are checked. */
export function pruebasRequeridas(p: PruebasPedido): string[] {
  const pares: [boolean, string][] = [
    [p.pruebaFac, 'FAC'],
    [p.pruebaDetac, 'DETAC'],
    [p.pruebaComp, 'COMPETENCIAS'],
    [p.pruebaIdisc, 'IDISC'],
    [p.pruebaValores, 'VALORES'],
    [p.pruebaEntrevistas, 'ENTREVISTA'],
  ];
  return pares.filter(([pide]) => pide).map(([, codigo]) => codigo);
}

/** A requirement result of the person (RequisitoPersona of a non-test requirement type). */
export interface DocumentoCandidato {
  requisitoId: number;
  /** RESULTADO_REQUISITO: 0 No cumple, 1 Cumple. */
  resultado: number;
  /** 'YYYY-MM-DD' (fecha_realizacion); the latest result per requirement counts. */
  fecha: string;
  id: number;
}

export interface DatosSeleccion {
  /** ConfiguracionPedidos.minPorcentajeHv; null when the config row is missing. */
  minPorcentajeHv: number | null;
  /** HojaDeVida.porcentajeTotal; null when the person has no CV. */
  porcentajeHv: number | null;
  pruebasRequeridas: readonly string[];
  pruebasRealizadas: readonly string[];
  documentos: readonly DocumentoCandidato[];
  estadoProducto: number;
  esSuperusuario: boolean;
}

/** Reading (a): CV completion ≥ min_porcentaje_hv and every required digital test done. */
export function lecturaHvYPruebas(
  d: Pick<DatosSeleccion, 'minPorcentajeHv' | 'porcentajeHv' | 'pruebasRequeridas' | 'pruebasRealizadas'>,
): string | null {
  if (d.minPorcentajeHv === null) return MENSAJES_PIPELINE.configuracion;
  if ((d.porcentajeHv ?? 0) < d.minPorcentajeHv) return MENSAJES_PIPELINE.porcentajeHv(d.minPorcentajeHv);
  if (d.pruebasRequeridas.length === 0) return null;
  const hechas = new Set(d.pruebasRealizadas);
  if (!d.pruebasRequeridas.some((c) => hechas.has(c))) return MENSAJES_PIPELINE.sinPruebas;
  const falta = d.pruebasRequeridas.find((c) => !hechas.has(c));
  return falta ? MENSAJES_PIPELINE.pruebaFaltante(falta) : null;
}

/** Reading (b): the latest result of every document (non-test requirement) is "Cumple". No documents: nothing pending. */
export function lecturaDocumentos(documentos: readonly DocumentoCandidato[]): string | null {
  const ultimo = new Map<number, DocumentoCandidato>();
  for (const doc of documentos) {
    const previo = ultimo.get(doc.requisitoId);
    if (!previo || doc.fecha > previo.fecha || (doc.fecha === previo.fecha && doc.id > previo.id))
      ultimo.set(doc.requisitoId, doc);
  }
  return [...ultimo.values()].every((d) => d.resultado === 1) ? null : MENSAJES_PIPELINE.documentos;
}

/** Reading (c): finished product (estado_producto 1) unless the user is a super user. */
export function lecturaProductoTerminado(estadoProducto: number, esSuperusuario: boolean): string | null {
  return estadoProducto === 1 || esSuperusuario ? null : MENSAJES_PIPELINE.productoTerminado;
}

/** All three readings in order (a, b, c): the first refusal, or null when the candidate may be selected. */
export function verificarSeleccion(d: DatosSeleccion): string | null {
  return (
    lecturaHvYPruebas(d) ??
    lecturaDocumentos(d.documentos) ??
    lecturaProductoTerminado(d.estadoProducto, d.esSuperusuario)
  );
}

// ── Flags and buttons ───────────────────────────────────────────────────────────────────────────────

/** Flag each candidate action needs (spec 01 §6): pool moves with add_candidatopedido, client-facing states with enviar_candidato_a_cliente. */
export const PERMISO_ACCION_CANDIDATO: Readonly<Record<AccionCandidato, Permiso>> = {
  seleccionar: 'add_candidatopedido',
  devolverPreseleccion: 'add_candidatopedido',
  remover: 'add_candidatopedido',
  enviarCliente: 'enviar_candidato_a_cliente',
  validar: 'enviar_candidato_a_cliente',
  rechazar: 'enviar_candidato_a_cliente',
  agendarEntrevista: 'enviar_candidato_a_cliente',
  aprobarEntrevista: 'enviar_candidato_a_cliente',
  noApruebaEntrevista: 'enviar_candidato_a_cliente',
  sePresenta: 'enviar_candidato_a_cliente',
  noFirmaContrato: 'enviar_candidato_a_cliente',
  noSePresenta: 'enviar_candidato_a_cliente',
};

/**
 * Staff discard of a candidate the client already rejected (state 3, rejection not yet validated, stage 3–4):
 * the staff validates the rejection with the discard modal (reason optional, follow-up action). State stays 3.
 */
export function validarRechazoCliente(s: SituacionCandidato, validadoRechazo: boolean): ResultadoCandidato {
  if (!s.activo) return { ok: false, mensaje: MENSAJES_CANDIDATO.inactivo };
  if (s.etapaPedido !== P.SELECCION && s.etapaPedido !== P.LEGALIZACION)
    return { ok: false, mensaje: MENSAJES_CANDIDATO.etapa };
  if (s.estado !== E.RECHAZADO_CLIENTE || validadoRechazo)
    return { ok: false, mensaje: MENSAJES_CANDIDATO.noPermitido };
  return { ok: true, estadoNuevo: E.RECHAZADO_CLIENTE, poolNuevo: s.pool, activoNuevo: s.activo };
}

/** Decision of a staff discard: the machine's 1 → 3, or validating a client's rejection (3). */
export function decidirDescarte(s: SituacionCandidato, validadoRechazo: boolean): ResultadoCandidato {
  return s.estado === E.RECHAZADO_CLIENTE
    ? validarRechazoCliente(s, validadoRechazo)
    : transicionCandidato('rechazar', s, 'staff');
}

/** Buttons of a staff row: the machine's actions (plus validating a client's rejection) the user's flags grant. */
export function accionesCandidatoStaff(
  s: SituacionCandidato,
  permisos: readonly string[],
  validadoRechazo = false,
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
  return todas.filter((a) => {
    const ok =
      a === 'rechazar'
        ? decidirDescarte(s, validadoRechazo).ok
        : transicionCandidato(a, s, 'staff', esEspontaneo).ok;
    return ok && permisos.includes(PERMISO_ACCION_CANDIDATO[a]);
  });
}

// ── Inputs ─────────────────────────────────────────────────────────────────────────────────────────

export const EntradaListarCandidatos = z.object({
  pedidoId: Id,
  busqueda: campo.texto({ max: 100 }).optional(),
});
export const EntradaPedidoCandidatos = z.object({ pedidoId: Id });
export const EntradaBuscarDocumento = z.object({
  numeroDocumento: campo
    .texto({ min: 1, max: 20, mensaje: MENSAJES_PIPELINE.campoRequerido })
    .regex(/^[0-9A-Za-z-]+$/, MENSAJES_PIPELINE.noEncontrado),
});
export const EntradaAgregarCandidato = z.object({ pedidoId: Id, candidatoId: Id });
/** A change to a candidate-in-order the screen loaded at `version` (optimistic lock). */
export const EntradaCandidatoVersion = z.object({ id: Id, version: Version });
export const EntradaIdEspontaneo = z.object({ id: Id });

/** Discard form: reason (required unless the state is 3, see `motivoDescarteFaltante`), follow-up action, destination and bar choice. */
export const CamposDescarte = z.object({
  motivoRechazoId: Id.nullish(),
  otroMotivo: campo.texto({ max: 1000, multilinea: true }).nullish(),
  accionDescarte: z.enum(
    ACCION_DESCARTE.valores as ['a_categoria', 'a_pedido_stock', 'a_pedido_vigente', 'ninguna'],
    { message: MENSAJES_PIPELINE.accionRequerida },
  ),
  categoriaId: Id.nullish(),
  pedidoDestinoId: Id.nullish(),
  vetarCandidato: z.union([z.literal(0), z.literal(1)], { message: MENSAJES_PIPELINE.vetarRequerido }),
});
export type CamposDescarte = z.infer<typeof CamposDescarte>;

/** Destination checks of the discard form (category for a_categoria, an order for a_pedido_*). */
export function refinarDescarte(d: Partial<CamposDescarte>, ctx: z.RefinementCtx): void {
  if (d.accionDescarte === 'a_categoria' && !d.categoriaId)
    ctx.addIssue({ code: 'custom', path: ['categoriaId'], message: MENSAJES_PIPELINE.categoriaRequerida });
  if (
    (d.accionDescarte === 'a_pedido_vigente' || d.accionDescarte === 'a_pedido_stock') &&
    !d.pedidoDestinoId
  ) {
    ctx.addIssue({ code: 'custom', path: ['pedidoDestinoId'], message: MENSAJES_PIPELINE.pedidoRequerido });
  }
}

/** The reason is required unless the candidate is already in state 3 (rejected by the client). */
export function motivoDescarteFaltante(estado: number, motivoRechazoId: number | null | undefined): boolean {
  return estado !== E.RECHAZADO_CLIENTE && !motivoRechazoId;
}

const base = { id: Id, version: Version };
export const EntradaCambiarEstado = z.discriminatedUnion('accion', [
  z.object({
    ...base,
    accion: z.enum(['validar', 'aprobarEntrevista', 'sePresenta', 'noFirmaContrato', 'noSePresenta']),
  }),
  z.object({
    ...base,
    accion: z.literal('agendarEntrevista'),
    fecha: campo.fechaHora(MENSAJES_PIPELINE.fechaEntrevistaRequerida),
  }),
  z.object({ ...base, accion: z.literal('rechazar'), ...CamposDescarte.shape }).superRefine(refinarDescarte),
  // "Discard candidate after interview" (spec 01 §2): the same discard form (reason, follow-up action, vetar 0/1).
  z
    .object({ ...base, accion: z.literal('noApruebaEntrevista'), ...CamposDescarte.shape })
    .superRefine(refinarDescarte),
]);
export type EntradaCambiarEstado = z.infer<typeof EntradaCambiarEstado>;

// ── Spontaneous candidate ──────────────────────────────────────────────────────────────────────────

const requerido = (max: number) => campo.texto({ min: 1, max, mensaje: MENSAJES_PIPELINE.campoRequerido });
/** Form fields of an unregistered candidate (the attachment is validated apart). */
export const CamposEspontaneo = z.object({
  nombres: requerido(150),
  apellidos: requerido(150),
  cedula: requerido(20).regex(/^[0-9A-Za-z-]+$/, 'El documento solo admite letras, números y guion'),
  telefono: requerido(30).regex(/^[0-9+\s()-]+$/, 'El teléfono no es válido'),
  email: requerido(254).pipe(z.email(MENSAJES_PIPELINE.correoInvalido)),
  medio: campo.texto({ max: 200 }).optional(),
});
export type CamposEspontaneo = z.infer<typeof CamposEspontaneo>;

/** Attachment of a spontaneous candidate: at most 10 MB, PDF, DOC, DOCX, JPG or PNG (Word files often come untyped). */
export const REGLA_ESPONTANEO: ReglaArchivo = {
  tipos: [TIPOS_ARCHIVO.pdf, TIPOS_ARCHIVO.doc, TIPOS_ARCHIVO.docx, TIPOS_ARCHIVO.jpeg, TIPOS_ARCHIVO.png],
  maxBytes: 10 * 1024 * 1024,
  maxNombre: 255,
  tipoSinDeclarar: true,
  mensajes: {
    grande: MENSAJES_PIPELINE.archivoGrande,
    nombre: MENSAJES_PIPELINE.archivoTipo,
    tipo: MENSAJES_PIPELINE.archivoTipo,
  },
};

export const ARCHIVO_ESPONTANEO = {
  maxBytes: REGLA_ESPONTANEO.maxBytes,
  maxNombre: REGLA_ESPONTANEO.maxNombre,
  aceptar: aceptarArchivos(REGLA_ESPONTANEO),
} as const;

/** Checks an attachment (rules/esquemas/archivos.ts); answers the MIME type to store or the message of the refusal. */
export function validarArchivoEspontaneo(a: ArchivoPorValidar): ResultadoArchivo {
  return validarArchivo(REGLA_ESPONTANEO, a);
}
