/**
 * Order detail and cancellation (spec 01 §2 "Order detail", §4, §5): input schemas shared by the staff
 * screens and the procedures, which flags gate which action, stage of an order, event labels and the
 * evidence-file rules.
 */
import { z } from 'zod';
import { campo } from '../esquemas';
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
  causaRequerida: 'Debes seleccionar la causa de cancelación',
  archivoGrande: 'El archivo de evidencia no puede superar 10 MB',
  archivoTipo: 'El archivo de evidencia debe ser PDF, JPG o PNG',
  archivoNombre: 'El nombre del archivo de evidencia no es válido',
  cancelado: 'Pedido cancelado',
  centroCostoGuardado: 'Centro de costo actualizado',
  confirmarCancelar: '¿Está seguro de cancelar el pedido? Un pedido cancelado no admite más cambios.',
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
export function ofreceDuplicar(estado: number, permiteAgregarExplicito: boolean, permisos: readonly string[]): boolean {
  return estado === EstadoPedido.CANCELADO && permiteAgregarExplicito && permisos.includes('add_pedido');
}

/** The five stages of the stage panel (1 request … 5 finished) with their labels. */
export const ETAPAS_PEDIDO = [1, 2, 3, 4, 5].map((valor) => ({ valor, etiqueta: ESTADO_PEDIDO.etiqueta(valor) }));

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
  const etiqueta = (catalogo: { etiqueta(v: number): string }, v: number | null) => (v === null ? null : catalogo.etiqueta(v));
  switch (e.tipo) {
    case TipoEventoPedido.CAMBIO_ESTADO_PEDIDO:
      return { anterior: etiqueta(ESTADO_PEDIDO, e.estadoAnterior), nuevo: etiqueta(ESTADO_PEDIDO, e.estadoNuevo) };
    case TipoEventoPedido.CAMBIO_ESTADO_CANDIDATO:
      return { anterior: etiqueta(ESTADO_CANDIDATO_PEDIDO, e.estadoAnterior), nuevo: etiqueta(ESTADO_CANDIDATO_PEDIDO, e.estadoNuevo) };
    case TipoEventoPedido.CAMBIO_POOL:
    case TipoEventoPedido.CANDIDATO_REMOVIDO:
      return { anterior: etiqueta(POOL, e.pool), nuevo: etiqueta(POOL, e.poolNuevo) };
    default:
      return { anterior: null, nuevo: null };
  }
}

const id = campo.id();
const version = campo.version();

/** Any detail call that targets an order. */
export const EntradaIdPedido = z.object({ id });
/** A change to an order the screen loaded at `version` (optimistic lock). */
export const EntradaIdVersionPedido = z.object({ id, version });

export const EntradaComentario = z.object({
  id,
  texto: campo.texto({ min: 1, max: 4000, mensaje: MENSAJES_PEDIDOS.escribirComentario, mensajeLargo: MENSAJES_DETALLE.comentarioLargo, multilinea: true }),
  visibleCliente: z.boolean().default(false),
});
export type EntradaComentario = z.infer<typeof EntradaComentario>;

/** Cost centre: at most 100 characters; required unless the order is cancelled (see `validarCentroCosto`). */
export const EntradaCentroCosto = z.object({
  id,
  version,
  centroCosto: campo.texto({ max: 100, mensajeLargo: MENSAJES_DETALLE.centroCostoLargo }),
});

/** Message when the cost centre is empty on an order that is not cancelled; null when valid. */
export function validarCentroCosto(centroCosto: string, estado: number): string | null {
  return centroCosto.trim() === '' && estado !== EstadoPedido.CANCELADO ? MENSAJES_DETALLE.centroCostoRequerido : null;
}

/** Whole numbers may arrive as text (multipart form fields); anything else is left for the schema to refuse. */
const enteroDeTexto = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v);

/** Cause and written reason of a cancellation (form fields). */
export const CamposCancelacion = z.object({
  causa: z.preprocess(enteroDeTexto, campo.codigo(CAUSA_CANCELACION, MENSAJES_DETALLE.causaRequerida)),
  razon: campo.texto({ min: 1, max: 4000, mensaje: MENSAJES_PEDIDOS.escribirRazon, mensajeLargo: MENSAJES_DETALLE.razonLarga, multilinea: true }),
});
export type CamposCancelacion = z.infer<typeof CamposCancelacion>;

/** The whole cancellation request: order id and version plus the form fields (file validated apart). */
export const EntradaCancelacion = CamposCancelacion.extend({
  id: z.preprocess(enteroDeTexto, id),
  version: z.preprocess(enteroDeTexto, version),
});
export type EntradaCancelacion = z.infer<typeof EntradaCancelacion>;

/** Evidence file limits: 10 MB, PDF/JPG/PNG. */
export const EVIDENCIA_CANCELACION = {
  maxBytes: 10 * 1024 * 1024,
  tipos: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  aceptar: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  maxNombre: 255,
} as const;
export type TipoEvidencia = (typeof EVIDENCIA_CANCELACION.tipos)[number];

const EXTENSIONES: Readonly<Record<TipoEvidencia, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** The type the file's first bytes reveal (PDF, PNG, JPEG), or null. */
export function tipoPorFirma(bytes: Uint8Array): TipoEvidencia | null {
  const empieza = (firma: number[]) => firma.every((b, i) => bytes[i] === b);
  if (empieza([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (empieza([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (empieza([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

export interface ArchivoPorValidar {
  nombre: string;
  tipoMime: string;
  tamano: number;
  /** The content, when already read (the signature must match the declared type). */
  bytes?: Uint8Array;
}

/** Message for an evidence file that may not be stored (size, name, declared type, extension, signature); null when valid. */
/**
 * Path separators, control characters and the invisible direction marks (U+202A–U+202E, U+2066–U+2069, U+200E/F,
 * U+061C): with them `factura\u202Efdp.exe` reads as `factura exe.pdf` in a list, hiding the real extension.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const NOMBRE_PROHIBIDO = /[\\/\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function validarArchivoEvidencia(archivo: ArchivoPorValidar): string | null {
  if (archivo.tamano > EVIDENCIA_CANCELACION.maxBytes) return MENSAJES_DETALLE.archivoGrande;
  const nombre = archivo.nombre.trim();
  if (nombre === '' || nombre.length > EVIDENCIA_CANCELACION.maxNombre || NOMBRE_PROHIBIDO.test(nombre)) return MENSAJES_DETALLE.archivoNombre;
  const tipo = EVIDENCIA_CANCELACION.tipos.find((t) => t === archivo.tipoMime);
  if (!tipo || archivo.tamano === 0) return MENSAJES_DETALLE.archivoTipo;
  const extension = nombre.includes('.') ? (nombre.split('.').pop() ?? '').toLowerCase() : '';
  if (!EXTENSIONES[tipo].includes(extension)) return MENSAJES_DETALLE.archivoTipo;
  if (archivo.bytes && tipoPorFirma(archivo.bytes) !== tipo) return MENSAJES_DETALLE.archivoTipo;
  return null;
}
