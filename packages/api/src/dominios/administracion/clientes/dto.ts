import { z } from 'zod';

/** Output shapes of Administración › Clientes (never ORM entities). */

/** A row of the client list. */
export const ClienteAdminFilaDto = z.object({
  id: z.number(),
  tipoDocumento: z.number(),
  /** As shown: "800.197.268-4" (NIT with DV) or "1.020.304.050" (CC). */
  documento: z.string(),
  nombre: z.string(),
  ciudad: z.string().nullable(),
  manejaStock: z.boolean(),
  implementacionPruebas: z.boolean(),
  activo: z.boolean(),
});
export const ListaClientesAdminDto = z.object({
  total: z.number(),
  pagina: z.number(),
  paginas: z.number(),
  filas: z.array(ClienteAdminFilaDto),
});

/** Every row of the filtered list (up to the export's cap) and how many matched. */

export const ContactoClienteAdminDto = z.object({
  id: z.number(),
  nombre: z.string(),
  correo: z.string(),
  enviar: z.boolean(),
  activo: z.boolean(),
});

/** One client as the edit form loads it, with the count the deactivation asks about. */
export const ClienteAdminDto = z.object({
  id: z.number(),
  version: z.number(),
  tipoDocumento: z.number(),
  numeroDocumento: z.string(),
  digitoVerificacion: z.number().nullable(),
  documento: z.string(),
  /** What the document field shows for editing: "800197268-4" or the CC's digits. */
  documentoEditable: z.string(),
  nombre: z.string(),
  ciudad: z.object({ id: z.number(), nombre: z.string(), departamento: z.string() }).nullable(),
  sucursales: z.array(z.object({ id: z.number(), nombre: z.string(), activa: z.boolean() })),
  contactos: z.array(ContactoClienteAdminDto),
  implementacionPruebas: z.boolean(),
  manejaStock: z.boolean(),
  fechaManejaStock: z.date().nullable(),
  usuarioManejaStock: z.string().nullable(),
  permiteAgregarExplicito: z.boolean(),
  activo: z.boolean(),
  /** Current orders (stages 1–4): deactivating the client asks first when there are any. */
  pedidosVigentes: z.number(),
});
export type ClienteAdmin = z.infer<typeof ClienteAdminDto>;

/** Saved (with the client as stored now), or nothing changed and the user must confirm the deactivation. */
export const GuardarClienteAdminDto = z.discriminatedUnion('estado', [
  z.object({ estado: z.literal('guardado'), mensaje: z.string(), cliente: ClienteAdminDto }),
  z.object({ estado: z.literal('confirmar'), mensaje: z.string(), pedidosVigentes: z.number() }),
]);
export type GuardarClienteAdmin = z.infer<typeof GuardarClienteAdminDto>;
