/**
 * A tiny local fake of the ERP (node:http on 127.0.0.1) for integration tests: real HTTP, real fetch. It
 * honours `Idempotency-Key` (a repeated key gets the first answer and creates nothing new), can be "down"
 * (the connection is cut, as when the ERP is unreachable) and can answer any route with a given status.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeticionErp {
  metodo: string;
  ruta: string;
  headers: IncomingHttpHeaders;
  cuerpo: Record<string, unknown>;
}

export interface ErpPrueba {
  url: string;
  recibidas: PeticionErp[];
  /** Creations per route (distinct idempotency keys that got a 2xx). */
  creados: Map<string, number>;
  /** Cuts every connection while true. */
  caido: boolean;
  /** Forced answer per route ('/contratos'…). */
  respuestas: Map<string, { status: number; cuerpo: unknown }>;
  /** Masters served at GET /maestros/{tipo}. */
  maestros: Map<string, unknown[]>;
  reiniciar(): void;
  cerrar(): Promise<void>;
}

function respuestaPorDefecto(
  ruta: string,
  cuerpo: Record<string, unknown>,
  n: number,
): { status: number; cuerpo: unknown } {
  if (ruta === '/requisiciones') return { status: 201, cuerpo: { codigo: `REQ-${n}` } };
  if (ruta === '/contratos') {
    const empleados = Array.isArray(cuerpo.empleados)
      ? (cuerpo.empleados as { numeroDocumento: string }[])
      : [];
    return {
      status: 201,
      cuerpo: {
        empleados: empleados.map((e) => ({
          numeroDocumento: e.numeroDocumento,
          codigoEmpleado: `EMP-${e.numeroDocumento}`,
          contrato: `CT-${n}`,
        })),
      },
    };
  }
  return { status: 201, cuerpo: { ok: true } };
}

export async function iniciarErpPrueba(): Promise<ErpPrueba> {
  const recibidas: PeticionErp[] = [];
  const creados = new Map<string, number>();
  const porClave = new Map<string, { status: number; cuerpo: unknown }>();
  const estado = { caido: false };
  const respuestas = new Map<string, { status: number; cuerpo: unknown }>();
  const maestros = new Map<string, unknown[]>();
  const server = createServer((req, res) => {
    if (estado.caido) {
      req.socket.destroy();
      return;
    }
    const partes: Buffer[] = [];
    req.on('data', (b: Buffer) => partes.push(b));
    req.on('end', () => {
      const ruta = (req.url ?? '').replace(/^\/api/, '');
      const texto = Buffer.concat(partes).toString('utf8');
      const cuerpo = (texto ? JSON.parse(texto) : {}) as Record<string, unknown>;
      recibidas.push({ metodo: req.method ?? '', ruta, headers: req.headers, cuerpo });
      const clave =
        typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      let r = clave ? porClave.get(clave) : undefined;
      if (!r) {
        const forzada = respuestas.get(ruta);
        if (forzada) r = forzada;
        else if (req.method === 'GET' && ruta.startsWith('/maestros/'))
          r = { status: 200, cuerpo: maestros.get(ruta.slice('/maestros/'.length)) ?? [] };
        else r = respuestaPorDefecto(ruta, cuerpo, (creados.get(ruta) ?? 0) + 1);
        if (r.status < 300 && req.method === 'POST') creados.set(ruta, (creados.get(ruta) ?? 0) + 1);
        if (clave) porClave.set(clave, r);
      }
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r.cuerpo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const fake: ErpPrueba = {
    url: `http://127.0.0.1:${port}/api`,
    recibidas,
    creados,
    get caido() {
      return estado.caido;
    },
    set caido(v: boolean) {
      estado.caido = v;
    },
    respuestas,
    maestros,
    reiniciar() {
      recibidas.length = 0;
      creados.clear();
      porClave.clear();
      respuestas.clear();
      maestros.clear();
      estado.caido = false;
    },
    cerrar: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** The masters the ERP serves (GET /maestros/{tipo}), for a fake that must leave the local masters alone. */
export { MAESTROS_ERP } from '../nucleo/integraciones/erp';
