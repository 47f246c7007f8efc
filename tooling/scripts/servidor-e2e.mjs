// The e2e server started ahead by `npm test`: the same wrapper Playwright's webServer runs (e2e/support/servidor/
// iniciar.ts: a throwaway embedded PostgreSQL, migrations, the demo seed, the built server), started as soon as the
// build is done so that its start overlaps vitest instead of opening the e2e step. Playwright finds it on its port
// (`E2E_SERVIDOR_ADELANTADO=1` lets it reuse it) and `npm test` stops it at the end, which deletes its database.
import { spawn } from 'node:child_process';
import path from 'node:path';

const PUERTO = Number(process.env.E2E_PORT ?? 3110);
/** A start that takes longer than this is broken (the wrapper's own migrations and seed take seconds to a minute). */
const LIMITE_MS = 300_000;

/** Whether /healthz answers 200 now. */
async function responde() {
  try {
    const r = await fetch(`http://127.0.0.1:${PUERTO}/healthz`, { signal: AbortSignal.timeout(2_000) });
    await r.body?.cancel();
    return r.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the wrapper from `raiz`/e2e. `listo` resolves to true once /healthz answers, false if the wrapper exits or
 * does not answer within the limit (its output is in `salida()`); `detener()` stops it and waits for it to exit.
 */
export function adelantarServidorE2e(raiz, env) {
  let salida = '';
  let termino = false;
  const hijo = spawn(path.join(raiz, 'node_modules/.bin/tsx'), ['support/servidor/iniciar.ts'], {
    cwd: path.join(raiz, 'e2e'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const s of [hijo.stdout, hijo.stderr]) s.on('data', (c) => (salida += c.toString()));
  const salido = new Promise((resolve) => hijo.once('exit', () => resolve((termino = true))));
  const listo = (async () => {
    const limite = Date.now() + LIMITE_MS;
    // Waits on the server's state (does /healthz answer), never on a fixed time; checked twice a second.
    while (!termino && Date.now() < limite) {
      if (await responde()) return true;
      await new Promise((r) => setTimeout(r, 500));
    }
    return false;
  })();
  return {
    listo,
    pid: hijo.pid,
    salida: () => salida,
    detener: async () => {
      if (!termino) hijo.kill('SIGTERM');
      await salido;
    },
  };
}
