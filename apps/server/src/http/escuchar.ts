import type { Server } from 'node:http';
import type { Express } from 'express';

function causa(error: NodeJS.ErrnoException, port: number, host: string): string {
  if (error.code === 'EADDRINUSE')
    return `el puerto ${port} ya está en uso por otro programa. Deténgalo o use otro puerto con PORT.`;
  if (error.code === 'EACCES')
    return `este usuario no tiene permiso para usar el puerto ${port}. Use uno mayor que 1023 con PORT.`;
  if (error.code === 'EADDRNOTAVAIL') return `la dirección ${host} no existe en esta máquina. Revise HOST.`;
  return `no se pudo abrir el puerto ${port} en ${host} (${error.code ?? error.message}).`;
}

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the usual load balancers and
 * proxies (60 s), so the server is never the side that closes a connection a proxy is about to reuse (Node's default of
 * 5 s turns that race into failed requests behind a proxy).
 */
export const KEEP_ALIVE_MS = 65_000;

/** Starts listening; rejects with the reason in Spanish when the port cannot be opened. */
export function escuchar(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => {
      if (error) reject(new Error(`No se pudo abrir el servidor web: ${causa(error, port, host)}`));
      else resolve(server);
    });
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // Headers of a request must be allowed to arrive on a connection kept that long.
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  });
}
