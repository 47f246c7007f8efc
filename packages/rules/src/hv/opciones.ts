/**
 * The CV options menu (spec 03 §2 "CV options", §6 flags) and the payroll-system messages (§4, §8).
 * The same map gates the menu entries in the staff UI and the procedures on the server.
 */
import { z } from 'zod';
import type { Permiso } from '../auth/permisos';
import { campo } from '../esquemas';

export type OpcionHv = 'editar' | 'enviarStock' | 'liberar' | 'agregarPedido' | 'enviarNomina' | 'imprimir';

/**
 * Flag of each entry. Sending to the payroll system has no flag in the spec: it needs read_hojadevida
 * (whoever may read the CV). Sending to stock uses spec 02's add_candidatocategoriastock.
 */
export const PERMISO_OPCION_HV: Readonly<Record<OpcionHv, Permiso>> = {
  editar: 'edit_candidato_by_staff',
  enviarStock: 'add_candidatocategoriastock',
  liberar: 'edit_liberar_candidato',
  agregarPedido: 'add_candidatopedido',
  enviarNomina: 'read_hojadevida',
  imprimir: 'read_hojadevida',
};

export const ETIQUETA_OPCION_HV: Readonly<Record<OpcionHv, string>> = {
  editar: 'Editar candidato',
  enviarStock: 'Enviar a stock',
  liberar: 'Liberar candidato',
  agregarPedido: 'Agregar a pedido',
  enviarNomina: 'Enviar HV a nómina',
  imprimir: 'Imprimir',
};

const ORDEN: readonly OpcionHv[] = [
  'editar',
  'enviarStock',
  'liberar',
  'agregarPedido',
  'enviarNomina',
  'imprimir',
];

/** Menu entries the user's flags grant, in menu order. */
export function opcionesHv(permisos: readonly string[]): OpcionHv[] {
  return ORDEN.filter((o) => permisos.includes(PERMISO_OPCION_HV[o]));
}

/** Requirement writes (types, results, evidence files, client visibility): the evidence-file flag of spec 03 §6. */
export const PERMISO_REQUISITOS_HV: Permiso = 'add_archivoevidenciarequisito';

export const MENSAJES_NOMINA = {
  /** Spec 03 §8 wording with the external system named generically. */
  error: 'Error al enviar hoja de vida al sistema de nómina :(',
  // Ours.
  sinConfigurar:
    'La integración con el sistema de nómina no está configurada (NOMINA_URL). La hoja de vida no se envió.',
  encolado: 'La hoja de vida quedó en cola para enviarse al sistema de nómina.',
  yaPendiente: 'Ya hay un envío de esta hoja de vida al sistema de nómina pendiente.',
  pendiente: 'Envío pendiente',
  enviado: 'Enviada al sistema de nómina',
  fallido: 'El envío al sistema de nómina falló',
} as const;

/** "Agregar a pedido" (spec 03 §5 exact for the required order; the rest are order-add rules of spec 01). */
export const MENSAJES_AGREGAR_PEDIDO = {
  pedidoRequerido: 'Debes seleccionar un pedido',
  errorPedidos: 'Error de acceso',
  sinPedidos: 'No se encontraron pedidos vigentes',
} as const;

/** `hojasDeVida.agregarAPedido` input and the "Agregar a pedido" form: the order is required (spec 03 §5 message). */
export const EntradaAgregarAPedido = z.object({
  candidatoId: campo.id(),
  pedidoId: campo.id(MENSAJES_AGREGAR_PEDIDO.pedidoRequerido),
});
export type EntradaAgregarAPedido = z.infer<typeof EntradaAgregarAPedido>;

/** Delivery state of the latest payroll send of a CV (outbox row): null when never sent. */
export type EstadoEnvioNomina = 'pendiente' | 'enviado' | 'error';

export function etiquetaEnvioNomina(estado: EstadoEnvioNomina): string {
  return estado === 'pendiente'
    ? MENSAJES_NOMINA.pendiente
    : estado === 'enviado'
      ? MENSAJES_NOMINA.enviado
      : MENSAJES_NOMINA.fallido;
}
