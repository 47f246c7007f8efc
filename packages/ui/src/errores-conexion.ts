import { MENSAJES } from '@talento/rules';

/**
 * A call that got no answer: the network is down, the server cannot be reached, or it did not answer in time. The
 * tRPC link (packages/conexion) throws it in place of the browser's own error ("Failed to fetch", "signal timed out"),
 * so every screen that shows `error.message` shows a human sentence.
 */
export class ErrorDeConexion extends Error {
  override readonly name = 'ErrorDeConexion';
  /** True when the wait ran out (the request may still reach the server). */
  readonly porTiempo: boolean;

  constructor(opciones: { porTiempo?: boolean; causa?: unknown } = {}) {
    super(MENSAJES.conexion.sinConexionServidor, { cause: opciones.causa });
    this.porTiempo = opciones.porTiempo ?? false;
  }
}

interface ConCausa {
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  data?: unknown;
}

/** The browsers' words for a request that never got an answer (Chromium, Firefox, Safari). */
const FALLA_DE_RED =
  /failed to fetch|networkerror|network request failed|load failed|err_internet_disconnected/i;

function esFallaSinRespuesta(e: ConCausa): boolean {
  if (e.name === 'ErrorDeConexion') return true;
  if (e.name === 'TimeoutError') return true;
  return e.name === 'TypeError' && typeof e.message === 'string' && FALLA_DE_RED.test(e.message);
}

/**
 * Whether `error` (a tRPC client error, or the error behind it) is a call that got no answer, rather than a refusal or
 * a failure the server reported. A server answer always carries `data` (status, code); a failure without an answer
 * never does.
 */
export function esFallaDeConexion(error: unknown): boolean {
  let actual: unknown = error;
  for (let i = 0; i < 4 && actual && typeof actual === 'object'; i++) {
    const e = actual as ConCausa;
    if (e.data) return false;
    if (esFallaSinRespuesta(e)) return true;
    actual = e.cause;
  }
  return false;
}

/** Whether the wait for an answer ran out (a retry would wait as long again). */
export function esFallaPorTiempo(error: unknown): boolean {
  let actual: unknown = error;
  for (let i = 0; i < 4 && actual && typeof actual === 'object'; i++) {
    const e = actual as ConCausa & { porTiempo?: unknown };
    if (e.name === 'TimeoutError' || (e.name === 'ErrorDeConexion' && e.porTiempo === true)) return true;
    actual = e.cause;
  }
  return false;
}
