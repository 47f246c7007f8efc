import { z } from 'zod';
import { CLASES_ENVIO_PEDIDO } from '@talento/rules';

export const ContactoDto = z.object({
  id: z.number(),
  nombre: z.string(),
  correo: z.string(),
  enviar: z.boolean(),
  activo: z.boolean(),
});

export const RequisitosEnvioDto = z.object({
  pedidoId: z.number(),
  estadoPedido: z.number(),
  puedeEnviar: z.boolean(),
  candidatosPorEnviar: z.number(),
  requerimientos: z.array(
    z.object({ id: z.number(), nombre: z.string(), visible: z.boolean(), enviarCorreo: z.boolean() }),
  ),
  requerimientosVisibles: z.array(z.number()),
  contactos: z.array(ContactoDto),
});

export const GuardarContactoDto = z.object({ contacto: ContactoDto, mensaje: z.string() });

export const EnviarAClienteDto = z.object({ enviados: z.number(), from: z.string(), mensaje: z.string() });

export const InvitarPorCorreoDto = z.object({ msj: z.string() });

export const EstadoCorreosDto = z.array(
  z.object({
    id: z.number(),
    /** The kind: e-mail, ERP call or test-platform call. */
    tipo: z.enum(CLASES_ENVIO_PEDIDO),
    destino: z.string(),
    asunto: z.string(),
    estado: z.number(),
    estadoEtiqueta: z.string(),
    intentos: z.number(),
    error: z.string().nullable(),
    fecha: z.date(),
    enviadoEn: z.date().nullable(),
  }),
);

export const ReintentarCorreoDto = z.object({ mensaje: z.string() });
