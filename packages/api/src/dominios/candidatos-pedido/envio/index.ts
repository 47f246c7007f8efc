import { contactosCliente } from './contactos-cliente';
import { enviarACliente } from './enviar-a-cliente';
import { estadoCorreos } from './estado-correos';
import { guardarContacto } from './guardar-contacto';
import { invitarPorCorreo } from './invitar-por-correo';
import { reintentarCorreo } from './reintentar-correo';
import { requisitosEnvio } from './requisitos-envio';

/** Procedures of sending candidates to the client, client contacts and e-mail invitations (merged into `candidatosPedido`). */
export const procedimientosEnvio = {
  requisitosEnvio,
  contactosCliente,
  guardarContacto,
  enviarACliente,
  invitarPorCorreo,
  estadoCorreos,
  reintentarCorreo,
};
