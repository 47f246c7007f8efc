import { defineEntity, p } from '@mikro-orm/core';
import { Cliente } from '../core';

/**
 * A contact person of a client who receives the candidates sent to the client (spec 01 §3 "Client contact").
 * `enviar` marks the contact as chosen by default in the send-to-client modal.
 */
export const ClienteContactoSchema = defineEntity({
  name: 'ClienteContacto',
  tableName: 'cliente_contacto',
  uniques: [{ properties: ['cliente', 'correo'] }],
  properties: {
    id: p.integer().primary(),
    cliente: () => p.manyToOne(Cliente),
    nombre: p.string().length(200).default(''),
    correo: p.string().length(254),
    enviar: p.boolean().default(true),
    activo: p.boolean().default(true),
  },
});
export class ClienteContacto extends ClienteContactoSchema.class {}
ClienteContactoSchema.setClass(ClienteContacto);
