import type { Request, Response } from 'express';
import { MENSAJES } from '@talento/rules';
import { descartarResto } from './descartar-resto';

/**
 * Why a body was refused before any handler ran (raw-body, `express.json`, `express.urlencoded`): past the limit (413),
 * cut short, or not in the declared format (400). Always the sender's doing, never a 500. Null: any other error.
 */
export type RechazoDeCuerpo =
  { status: 413; motivo: 'grande' } | { status: 400; motivo: 'incompleta' | 'malformada' };

export function rechazoDeCuerpo(error: unknown): RechazoDeCuerpo | null {
  const e = error as { type?: string; status?: number } | null;
  if (e?.type === 'entity.too.large') return { status: 413, motivo: 'grande' };
  if (
    e?.type === 'request.aborted' ||
    e?.type === 'request.size.invalid' ||
    e?.type === 'encoding.unsupported'
  )
    return { status: 400, motivo: 'incompleta' };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
    return { status: 400, motivo: 'malformada' };
  return null;
}

/** The product's words for each reason (a route with its own catalogue, like the devices' API, passes its own). */
export const MENSAJES_RECHAZO_CUERPO: Record<RechazoDeCuerpo['motivo'], string> = {
  grande: MENSAJES.errores.solicitudGrande,
  incompleta: MENSAJES.errores.solicitudIncompleta,
  malformada: MENSAJES.errores.solicitudMalformada,
};

/**
 * Answers a refused body: past the limit, what the client still sends is read and thrown away first (answering with
 * unread bytes makes the kernel reset the connection, and the client never sees the 413 and its message), and the
 * connection is not kept alive. `responder` writes the answer in the route's shape, with `mensajes`' words.
 */
export async function responderRechazo(
  req: Request,
  res: Response,
  rechazo: RechazoDeCuerpo,
  responder: (status: number, mensaje: string) => void,
  mensajes: Record<RechazoDeCuerpo['motivo'], string> = MENSAJES_RECHAZO_CUERPO,
): Promise<void> {
  if (rechazo.status === 413) {
    await descartarResto(req);
    res.setHeader('Connection', 'close');
  }
  responder(rechazo.status, mensajes[rechazo.motivo]);
}

/** The words of the APIs whose callers are programs (the devices, the test platform): too large, or not valid JSON. */
export const mensajesRechazoJson = (grande: string, invalido: string) => ({
  grande,
  incompleta: invalido,
  malformada: invalido,
});
