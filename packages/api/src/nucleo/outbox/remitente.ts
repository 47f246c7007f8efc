/** Sender and public links written into outbox e-mails (from the server's environment, see env.ts). */
import { envCorreo } from './env';

/** The `from` address the delivery worker uses (MAIL_FROM). */
export function remitenteCorreo(): string {
  return envCorreo().MAIL_FROM;
}

/** Base URL of the application as users reach it (TALENTO_PUBLIC_URL, else localhost on PORT). */
export function urlPublica(): string {
  const env = envCorreo();
  return env.TALENTO_PUBLIC_URL ? env.TALENTO_PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${env.PORT}`;
}

/** Entry of the client portal (`/cliente/`). */
export function urlPortalCliente(): string {
  return `${urlPublica()}/cliente/`;
}
