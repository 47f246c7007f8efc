/** HTTP helpers for the recovery tests: sign in, write a comment, and a loop of writes around a fault. */
import { DEMO_PASSWORD } from '@talento/db';

export interface Escritura {
  /** HTTP status, 0 when the request itself failed (connection refused or reset by the server). */
  status: number;
  id?: number;
  mensaje?: string;
  enviadaEn: number;
}

export async function ingresar(base: string, usuario = 'admin'): Promise<string> {
  const res = await fetch(`${base}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ json: { usuario, contrasena: DEMO_PASSWORD, portal: 'staff' } }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('talento_sesion_staff='));
  if (res.status !== 200 || !cookie)
    throw new Error(`No se pudo ingresar (HTTP ${res.status}): ${await res.text()}`);
  return cookie.split(';')[0]!;
}

/** `pedidos.comentar`: one committed row per 200 (its id comes back). */
export async function comentar(
  base: string,
  cookie: string,
  pedidoId: number,
  texto: string,
): Promise<Escritura> {
  const enviadaEn = Date.now();
  try {
    const res = await fetch(`${base}/trpc/pedidos.comentar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie, 'x-talento-portal': 'staff' },
      body: JSON.stringify({ json: { id: pedidoId, texto, visibleCliente: false } }),
    });
    const cuerpo = (await res.json()) as {
      result?: { data: { json: { id: number } } };
      error?: { json: { message: string } };
    };
    return {
      status: res.status,
      id: cuerpo.result?.data.json.id,
      mensaje: cuerpo.error?.json.message,
      enviadaEn,
    };
  } catch {
    return { status: 0, enviadaEn };
  }
}

export interface Sondeo {
  t: number;
  status: number;
  cuerpo: { status?: string; db?: string };
}

export interface ResultadoBucle {
  /** Ids of the comments whose write was acknowledged (HTTP 200). */
  confirmados: number[];
  /** Every answer, by HTTP status. */
  porEstado: Map<number, number>;
  /** Messages of the refused writes. */
  mensajes: Set<string>;
  /** /healthz answers, polled every 100 ms. */
  salud: Sondeo[];
  momentoFalla: number;
  /** ms from the fault to the first acknowledged write sent after it. */
  recuperacionMs: number;
}

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function esperar(condicion: () => boolean, ms: number, que: string): Promise<void> {
  for (const fin = Date.now() + ms; !condicion(); await pausa(20)) {
    if (Date.now() > fin) throw new Error(`${que}: no ocurrió en ${ms / 1000} s`);
  }
}

/**
 * Three writers commit comments in a loop while /healthz is polled; once 20 writes are acknowledged,
 * `falla()` runs. The loop goes on until writes are acknowledged again and 20 more have been, or `limiteMs`.
 */
export async function escribirDuranteFalla(
  base: string,
  cookie: string,
  pedidoId: number,
  falla: () => Promise<void> | void,
  limiteMs = 20_000,
): Promise<ResultadoBucle> {
  const r: ResultadoBucle = {
    confirmados: [],
    porEstado: new Map(),
    mensajes: new Set(),
    salud: [],
    momentoFalla: 0,
    recuperacionMs: 0,
  };
  let parar = false;
  let n = 0;
  let primeraTrasFalla = 0;
  const escritor = async () => {
    while (!parar) {
      const e = await comentar(base, cookie, pedidoId, `escritura ${n++}`);
      r.porEstado.set(e.status, (r.porEstado.get(e.status) ?? 0) + 1);
      if (e.status === 200 && e.id !== undefined) {
        r.confirmados.push(e.id);
        if (r.momentoFalla && !primeraTrasFalla && e.enviadaEn > r.momentoFalla)
          primeraTrasFalla = Date.now();
      } else {
        if (e.mensaje) r.mensajes.add(e.mensaje);
        await pausa(50);
      }
    }
  };
  const sondear = async () => {
    while (!parar) {
      try {
        const res = await fetch(`${base}/healthz`);
        r.salud.push({ t: Date.now(), status: res.status, cuerpo: (await res.json()) as Sondeo['cuerpo'] });
      } catch {
        r.salud.push({ t: Date.now(), status: 0, cuerpo: {} });
      }
      await pausa(100);
    }
  };
  const tareas = [escritor(), escritor(), escritor(), sondear()];
  try {
    await esperar(() => r.confirmados.length >= 20, 15_000, 'las primeras escrituras');
    r.momentoFalla = Date.now();
    await falla();
    await esperar(() => primeraTrasFalla > 0, limiteMs, 'una escritura confirmada tras la falla');
    r.recuperacionMs = primeraTrasFalla - r.momentoFalla;
    const hasta = r.confirmados.length;
    await esperar(() => r.confirmados.length >= hasta + 20, 10_000, 'más escrituras tras la recuperación');
  } finally {
    parar = true;
    await Promise.all(tareas);
  }
  return r;
}
