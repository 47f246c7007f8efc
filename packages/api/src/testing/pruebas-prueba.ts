/**
 * A tiny local fake of the test platform (node:http on 127.0.0.1) for integration tests: real HTTP, real fetch.
 * It records every call, honours `Idempotency-Key` (a repeated key gets the first answer and creates nothing
 * new), can answer a route with a forced status, and posts signed results back to our server, as the real
 * platform does when a candidate finishes.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CABECERA_FIRMA, CABECERA_TIMESTAMP, firmarResultado } from '../nucleo/integraciones/pruebas-firma';

export interface PeticionPruebas {
  ruta: string;
  headers: IncomingHttpHeaders;
  cuerpo: Record<string, unknown>;
}

export interface PlataformaPruebas {
  url: string;
  recibidas: PeticionPruebas[];
  /** Distinct idempotency keys that got a 2xx. */
  creados: Set<string>;
  /** Forced answer per route ('/procesos'…). */
  respuestas: Map<string, { status: number; cuerpo: unknown }>;
  /** Signs `resultado` with `secreto` (timestamp = `ahora`) and posts it to `destino`; the raw answer. */
  enviarResultado(
    destino: string,
    secreto: string,
    resultado: unknown,
    ahora?: Date,
  ): Promise<{ status: number; cuerpo: unknown }>;
  cerrar(): Promise<void>;
}

export async function iniciarPlataformaPruebas(): Promise<PlataformaPruebas> {
  const recibidas: PeticionPruebas[] = [];
  const creados = new Set<string>();
  const respuestas = new Map<string, { status: number; cuerpo: unknown }>();
  const porClave = new Map<string, { status: number; cuerpo: unknown }>();
  const server = createServer((req, res) => {
    const trozos: Buffer[] = [];
    req.on('data', (t: Buffer) => trozos.push(t));
    req.on('end', () => {
      const ruta = req.url ?? '/';
      let cuerpo: Record<string, unknown>;
      try {
        cuerpo = JSON.parse(Buffer.concat(trozos).toString('utf8')) as Record<string, unknown>;
      } catch {
        cuerpo = {};
      }
      recibidas.push({ ruta, headers: req.headers, cuerpo });
      const clave = String(req.headers['idempotency-key'] ?? '');
      const respuesta = respuestas.get(ruta) ??
        porClave.get(clave) ?? { status: 201, cuerpo: { codigo: `PROC-${creados.size + 1}` } };
      if (respuesta.status < 300 && clave) {
        creados.add(clave);
        porClave.set(clave, respuesta);
      }
      res
        .writeHead(respuesta.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(respuesta.cuerpo));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    recibidas,
    creados,
    respuestas,
    async enviarResultado(destino, secreto, resultado, ahora = new Date()) {
      const cuerpo = JSON.stringify(resultado);
      const timestamp = String(Math.floor(ahora.getTime() / 1000));
      const res = await fetch(destino, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CABECERA_TIMESTAMP]: timestamp,
          [CABECERA_FIRMA]: firmarResultado(secreto, timestamp, cuerpo),
        },
        body: cuerpo,
      });
      const texto = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(texto);
      } catch {
        json = texto;
      }
      return { status: res.status, cuerpo: json };
    },
    cerrar: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
