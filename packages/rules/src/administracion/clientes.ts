/**
 * Administración › Clientes (issue 34 §4): the client form and the procedures' inputs. The same schema checks the form
 * (resolver zod) and the server's input, so the NIT's DV, the contact e-mails and their duplicates are refused with the
 * same message under the same field on both sides.
 */
import { z } from 'zod';
import { FormularioContacto, MENSAJES_ENVIO } from '../candidatos/envio';
import { ETAPAS_DASHBOARD_VIGENTES, EstadoPedido, TIPO_DOCUMENTO_CLIENTE } from '../enums/pedidos';
import { campo, Id, Version } from '../esquemas';
import { leerDocumentoCliente } from './nit';

export const MENSAJES_CLIENTES_ADMIN = {
  nombreRequerido: 'Escriba el nombre del cliente',
  tipoDocumento: 'Elija el tipo de documento',
  documentoRepetido: 'Ya existe un cliente con ese número de documento',
  ciudadNoExiste: 'La ciudad elegida no existe',
  sucursalNoExiste: 'Una de las sucursales elegidas no existe o está inactiva',
  demasiadasSucursales: 'Elija como máximo 100 sucursales',
  demasiadosContactos: 'Un cliente puede tener como máximo 100 contactos',
  correoRepetido: MENSAJES_ENVIO.correoDuplicado,
  contactoNoExiste: 'Uno de los contactos ya no existe; recargue el cliente e intente de nuevo',
  pedidosVigentes: (n: number) =>
    n === 1
      ? 'El cliente tiene 1 pedido vigente (etapas 1 a 4). Si lo desactiva, el pedido sigue su curso, pero el cliente ya no se ofrecerá para pedidos nuevos. ¿Desea desactivarlo?'
      : `El cliente tiene ${n} pedidos vigentes (etapas 1 a 4). Si lo desactiva, los pedidos siguen su curso, pero el cliente ya no se ofrecerá para pedidos nuevos. ¿Desea desactivarlo?`,
  creado: 'Cliente creado',
  guardado: 'Cliente guardado',
  sinClientes: 'No se encontraron clientes.',
} as const;
const M = MENSAJES_CLIENTES_ADMIN;

/**
 * Orders that keep a client busy: the current stages 1–4 of the dashboard and the multi-city parent (111, shown in
 * stage 1). Child city lines (112 and the children of a multi-city order) are not orders of their own.
 */
export const ESTADOS_PEDIDO_VIGENTES_CLIENTE: readonly number[] = [
  ...ETAPAS_DASHBOARD_VIGENTES,
  EstadoPedido.SOLICITUD_MULTICIUDAD,
];

/** Deactivating an active client with current orders needs the user's explicit confirmation. */
export function requiereConfirmarDesactivacion(
  activoAntes: boolean,
  activoDespues: boolean,
  pedidosVigentes: number,
): boolean {
  return activoAntes && !activoDespues && pedidosVigentes > 0;
}

/** A contact of the client as the form edits it (no id: a new one). */
export const ContactoClienteAdmin = FormularioContacto.extend({
  id: Id.optional(),
  activo: z.boolean().default(true),
});
export type ContactoClienteAdmin = z.input<typeof ContactoClienteAdmin>;

const camposCliente = {
  tipoDocumento: z.union([z.literal(0), z.literal(1)], { message: M.tipoDocumento }),
  /** As typed: "800.197.268-4" for a NIT (DV required), digits for a CC. */
  numeroDocumento: campo.texto({ max: 30 }),
  nombre: campo.texto({ min: 1, max: 200, mensaje: M.nombreRequerido }),
  ciudadId: Id.nullable().default(null),
  sucursalIds: z.array(Id).max(100, M.demasiadasSucursales).default([]),
  contactos: z.array(ContactoClienteAdmin).max(100, M.demasiadosContactos).default([]),
  implementacionPruebas: z.boolean().default(false),
  manejaStock: z.boolean().default(false),
  permiteAgregarExplicito: z.boolean().default(true),
  activo: z.boolean().default(true),
};

type Revisable = {
  tipoDocumento: number;
  numeroDocumento: string;
  contactos: readonly { correo: string }[];
};

/** The checks that span fields: the document by its type (DIAN's DV for a NIT) and one e-mail per client. */
function revisarCliente(v: Revisable, ctx: z.core.$RefinementCtx<Revisable>): void {
  if (TIPO_DOCUMENTO_CLIENTE.es(v.tipoDocumento)) {
    const doc = leerDocumentoCliente(v.tipoDocumento, v.numeroDocumento);
    if (!doc.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['numeroDocumento'],
        message: doc.mensaje,
        input: v.numeroDocumento,
      });
  }
  const vistos = new Set<string>();
  v.contactos.forEach((c, i) => {
    const correo = c.correo.trim().toLowerCase();
    if (correo === '') return;
    if (vistos.has(correo))
      ctx.addIssue({
        code: 'custom',
        path: ['contactos', i, 'correo'],
        message: M.correoRepetido,
        input: c.correo,
      });
    vistos.add(correo);
  });
}

/** The client form (create or edit). */
export const CamposClienteAdmin = z.object(camposCliente).superRefine(revisarCliente);
export type CamposClienteAdmin = z.input<typeof CamposClienteAdmin>;

/** `administracion.clientes.guardar`: create (no id) or edit (id + the version the screen had). */
export const EntradaGuardarClienteAdmin = z
  .object({
    ...camposCliente,
    id: Id.optional(),
    version: Version.optional(),
    /**
     * Set once the user accepted "El cliente tiene N pedidos vigentes…": without it, deactivating a client with
     * current orders changes nothing and answers the count to confirm.
     */
    confirmarDesactivacion: z.boolean().default(false),
  })
  .superRefine(revisarCliente);
export type EntradaGuardarClienteAdmin = z.output<typeof EntradaGuardarClienteAdmin>;

/** Remembered filters of the list. */
export const FiltrosClientesAdmin = z.object({
  texto: campo.texto({ max: 100 }).default(''),
  /** 'todos' | 'activos' | 'inactivos'. */
  estado: z.enum(['todos', 'activos', 'inactivos']).default('activos'),
});
export type FiltrosClientesAdmin = z.output<typeof FiltrosClientesAdmin>;

/** `administracion.clientes.listar`: name or document contains `texto`; `activo` filters; 1-based page. */
export const EntradaListarClientesAdmin = z.object({
  texto: campo.texto({ max: 100 }).optional(),
  activo: z.boolean().optional(),
  pagina: campo.entero({ min: 1, max: 100_000 }).default(1),
});
export type EntradaListarClientesAdmin = z.input<typeof EntradaListarClientesAdmin>;

export const EntradaIdClienteAdmin = z.object({ id: Id });

/** Rows per page of the client list. */
export const TAMANO_PAGINA_CLIENTES_ADMIN = 25;
