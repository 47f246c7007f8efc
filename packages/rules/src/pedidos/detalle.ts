/**
 * Order detail and cancellation (spec 01 §2 "Order detail", §4, §5): input schemas shared by the staff
 * screens and the procedures, which flags gate which action, stage of an order, event labels and the
 * evidence-file rules.
 */
import { z } from 'zod';
import {
  aceptarArchivos,
  campo,
  enteroDeTexto,
  Id,
  tieneFirma,
  TIPOS_ARCHIVO,
  validarArchivo,
  Version,
  type ArchivoPorValidar,
  type ReglaArchivo,
} from '../esquemas';
import {
  CAUSA_CANCELACION,
  ESTADO_CANDIDATO_PEDIDO,
  ESTADO_PEDIDO,
  EstadoPedido,
  POOL,
  TipoEventoPedido,
  type VisibilidadComentario,
} from '../enums/pedidos';
import type { AccionPedido } from './maquina-estados';
import { accionesDisponibles } from './maquina-estados';
import { MENSAJES_PEDIDOS } from './mensajes';

/** Messages of the detail and cancel screens that the spec does not quote (ours). */
export const MENSAJES_DETALLE = {
  centroCostoRequerido: 'El campo centro de costo es requerido',
  centroCostoLargo: 'El centro de costo no puede superar 100 caracteres',
  comentarioLargo: 'El comentario no puede superar 4000 caracteres',
  razonLarga: 'La razón no puede superar 4000 caracteres',
  causaRequerida: 'Debe seleccionar la causa de cancelación',
  archivoGrande: 'El archivo de evidencia no puede superar 10 MB',
  archivoTipo: 'El archivo de evidencia debe ser PDF, JPG o PNG',
  archivoNombre: 'El nombre del archivo de evidencia no es válido',
  cancelado: 'Pedido cancelado',
  centroCostoGuardado: 'Centro de costo actualizado',
  confirmarCancelar: '¿Está seguro de cancelar el pedido? Un pedido cancelado no admite más cambios.',
  /** The order carries open city lines of its own (a multi-city or stock order): cancelling it cancels them too. */
  cancelaTambienLineas: (ciudades: readonly string[]) =>
    `${ciudades.length === 1 ? 'Se cancelará también la otra ciudad abierta' : `Se cancelarán también las otras ${ciudades.length} ciudades abiertas`} de este pedido: ${ciudades.join(', ')}.`,
} as const;

/** Flag each action of the stage/actions panels needs (spec 01 §6); the server checks the same. */
export const PERMISO_ACCION_PEDIDO: Readonly<Record<AccionPedido, string>> = {
  aprobar: 'read_pedido_aprobar',
  avanzar: 'enviar_candidato_a_cliente',
  finalizar: 'enviar_candidato_a_cliente',
  cancelar: 'read_pedido_cancelar',
  editar: 'change_pedido',
};

/** The actions the state allows, limited to those the user's flags grant. */
export function accionesDelUsuario(estado: number, permisos: readonly string[]): AccionPedido[] {
  return accionesDisponibles(estado).filter((a) => permisos.includes(PERMISO_ACCION_PEDIDO[a]));
}

/** Duplicate is offered for a cancelled order when the client allows explicit add and the user may create orders. */
export function ofreceDuplicar(
  estado: number,
  permiteAgregarExplicito: boolean,
  permisos: readonly string[],
): boolean {
  return estado === EstadoPedido.CANCELADO && permiteAgregarExplicito && permisos.includes('add_pedido');
}

/** The five stages of the stage panel (1 request … 5 finished) with their labels. */
export const ETAPAS_PEDIDO = [1, 2, 3, 4, 5].map((valor) => ({
  valor,
  etiqueta: ESTADO_PEDIDO.etiqueta(valor),
}));

export interface FechasEtapa {
  fechaEstado2: Date | null;
  fechaEstado3: Date | null;
  fechaEstado4: Date | null;
}

/**
 * Stage (1-5) to highlight: 111/112 count as 1; a cancelled order shows the last stage it reached
 * (from fecha_estado2/3/4).
 */
export function etapaDelPedido(estado: number, fechas: FechasEtapa): number {
  if (estado === EstadoPedido.CANCELADO) {
    if (fechas.fechaEstado4) return 4;
    if (fechas.fechaEstado3) return 3;
    if (fechas.fechaEstado2) return 2;
    return 1;
  }
  if (estado === EstadoPedido.SOLICITUD_MULTICIUDAD || estado === EstadoPedido.CREADO) return 1;
  return estado;
}

/** "Visible por el cliente" ticked → visibilidad 0, otherwise 2 (internal). */
export function visibilidadDeComentario(visibleCliente: boolean): VisibilidadComentario {
  return visibleCliente ? 0 : 2;
}

export interface ValoresEvento {
  tipo: number;
  estadoAnterior: number | null;
  estadoNuevo: number | null;
  pool: number | null;
  poolNuevo: number | null;
}

/**
 * Labels of an event's previous/new values: order states for type 0, candidate states for type 4,
 * pools (pool/pool_nuevo) for types 3 and 5; none for the other types.
 */
export function etiquetasEvento(e: ValoresEvento): { anterior: string | null; nuevo: string | null } {
  const etiqueta = (catalogo: { etiqueta(v: number): string }, v: number | null) =>
    v === null ? null : catalogo.etiqueta(v);
  switch (e.tipo) {
    case TipoEventoPedido.CAMBIO_ESTADO_PEDIDO:
      return {
        anterior: etiqueta(ESTADO_PEDIDO, e.estadoAnterior),
        nuevo: etiqueta(ESTADO_PEDIDO, e.estadoNuevo),
      };
    case TipoEventoPedido.CAMBIO_ESTADO_CANDIDATO:
      return {
        anterior: etiqueta(ESTADO_CANDIDATO_PEDIDO, e.estadoAnterior),
        nuevo: etiqueta(ESTADO_CANDIDATO_PEDIDO, e.estadoNuevo),
      };
    case TipoEventoPedido.CAMBIO_POOL:
    case TipoEventoPedido.CANDIDATO_REMOVIDO:
      return { anterior: etiqueta(POOL, e.pool), nuevo: etiqueta(POOL, e.poolNuevo) };
    default:
      return { anterior: null, nuevo: null };
  }
}

/** Any detail call that targets an order. */
export const EntradaIdPedido = z.object({ id: Id });
/** A change to an order the screen loaded at `version` (optimistic lock). */
export const EntradaIdVersionPedido = z.object({ id: Id, version: Version });

export const EntradaComentario = z.object({
  id: Id,
  texto: campo.texto({
    min: 1,
    max: 4000,
    mensaje: MENSAJES_PEDIDOS.escribirComentario,
    mensajeLargo: MENSAJES_DETALLE.comentarioLargo,
    multilinea: true,
  }),
  visibleCliente: z.boolean().default(false),
});
export type EntradaComentario = z.infer<typeof EntradaComentario>;

/** Cost centre: at most 100 characters; required unless the order is cancelled (see `validarCentroCosto`). */
export const EntradaCentroCosto = z.object({
  id: Id,
  version: Version,
  centroCosto: campo.texto({ max: 100, mensajeLargo: MENSAJES_DETALLE.centroCostoLargo }),
});

/** Message when the cost centre is empty on an order that is not cancelled; null when valid. */
export function validarCentroCosto(centroCosto: string, estado: number): string | null {
  return centroCosto.trim() === '' && estado !== EstadoPedido.CANCELADO
    ? MENSAJES_DETALLE.centroCostoRequerido
    : null;
}

/** Whole numbers may arrive as text (multipart form fields); anything else is left for the schema to refuse. */

/** Cause and written reason of a cancellation (form fields). */
export const CamposCancelacion = z.object({
  causa: z.preprocess(enteroDeTexto, campo.codigo(CAUSA_CANCELACION, MENSAJES_DETALLE.causaRequerida)),
  razon: campo.texto({
    min: 1,
    max: 4000,
    mensaje: MENSAJES_PEDIDOS.escribirRazon,
    mensajeLargo: MENSAJES_DETALLE.razonLarga,
    multilinea: true,
  }),
});
export type CamposCancelacion = z.infer<typeof CamposCancelacion>;

/** The whole cancellation request: order id and version plus the form fields (file validated apart). */
export const EntradaCancelacion = CamposCancelacion.extend({
  id: z.preprocess(enteroDeTexto, Id),
  version: z.preprocess(enteroDeTexto, Version),
});
export type EntradaCancelacion = z.infer<typeof EntradaCancelacion>;

/** Evidence file rule (cancellation, CV requirements): 10 MB, PDF/JPG/PNG, the type declared by the browser. */
export const REGLA_EVIDENCIA: ReglaArchivo = {
  tipos: [TIPOS_ARCHIVO.pdf, TIPOS_ARCHIVO.jpeg, TIPOS_ARCHIVO.png],
  maxBytes: 10 * 1024 * 1024,
  maxNombre: 255,
  mensajes: {
    grande: MENSAJES_DETALLE.archivoGrande,
    nombre: MENSAJES_DETALLE.archivoNombre,
    tipo: MENSAJES_DETALLE.archivoTipo,
  },
};

/** Evidence file limits: 10 MB, PDF/JPG/PNG. */
export const EVIDENCIA_CANCELACION = {
  maxBytes: REGLA_EVIDENCIA.maxBytes,
  tipos: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  aceptar: aceptarArchivos(REGLA_EVIDENCIA),
  maxNombre: REGLA_EVIDENCIA.maxNombre,
} as const;
export type TipoEvidencia = (typeof EVIDENCIA_CANCELACION.tipos)[number];

/** The evidence type the file's first bytes reveal (PDF, PNG, JPEG), or null. */
export function tipoPorFirma(bytes: Uint8Array): TipoEvidencia | null {
  const tipo = REGLA_EVIDENCIA.tipos.find((t) => tieneFirma(t, bytes));
  return tipo ? (tipo.mime as TipoEvidencia) : null;
}

/** Message for an evidence file that may not be stored (size, name, declared type, extension, signature); null when valid. */
export function validarArchivoEvidencia(archivo: ArchivoPorValidar): string | null {
  const r = validarArchivo(REGLA_EVIDENCIA, archivo);
  return r.ok ? null : r.mensaje;
}
