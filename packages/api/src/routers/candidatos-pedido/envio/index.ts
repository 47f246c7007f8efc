/** Procedures of sending candidates to the client, client contacts and e-mail invitations (merged into `candidatosPedido`). */
export const procedimientosEnvio = {};
