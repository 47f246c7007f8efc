import type { Request } from 'express';

/** How much of a refused body is read and thrown away at most before answering anyway. */
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_MS = 10_000;

/**
 * Reads and throws away what the client still sends of a body refused before it was read whole (413 past the limit),
 * and resolves when the body has ended, or after `maxBytes` or `maxMs` (an endless sender is not waited for).
 * Answering first and closing the connection with unread bytes in it makes the kernel reset it: the client, still
 * writing, gets ECONNRESET instead of the 413 and its Spanish message.
 */
export function descartarResto(
  req: Request,
  { maxBytes = MAX_BYTES, maxMs = MAX_MS }: { maxBytes?: number; maxMs?: number } = {},
): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let leidos = 0;
    const terminar = () => {
      clearTimeout(reloj);
      req.off('data', contar);
      req.off('end', terminar);
      req.off('close', terminar);
      req.off('error', terminar);
      resolve();
    };
    const contar = (trozo: Buffer) => {
      leidos += trozo.length;
      if (leidos > maxBytes) terminar();
    };
    const reloj = setTimeout(terminar, maxMs);
    req.on('data', contar);
    req.once('end', terminar);
    req.once('close', terminar);
    req.once('error', terminar);
    req.resume();
  });
}
