import { enviarACliente } from './enviar-a-cliente';
import { estadoCorreos } from './estado-correos';
import { guardarContacto } from './guardar-contacto';
import { invitarPorCorreo } from './invitar-por-correo';
import { requisitosEnvio } from './requisitos-envio';

/** Procedures of sending candidates to the client, client contacts and e-mail invitations (merged into `candidatosPedido`). */
export const procedimientosEnvio = {
  requisitosEnvio,
  guardarContacto,
  enviarACliente,
  invitarPorCorreo,
  estadoCorreos,
};
