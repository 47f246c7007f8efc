/** A tiny local fake of the push provider (FCM HTTP v1 shape, node:http on 127.0.0.1) for the outbox tests. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeticionPush {
  ruta: string;
  headers: IncomingHttpHeaders;
  cuerpo: { message?: { token?: string; notification?: { title?: string; body?: string }; data?: Record<string, string> } };
}

export interface PushPrueba {
  url: string;
  recibidas: PeticionPush[];
  /** Answers by device token, used in order (the last one repeats); default 200 with a message name. */
  respuestas: Map<string, { status: number; cuerpo: unknown }[]>;
  cerrar(): Promise<void>;
}

export async function iniciarPushPrueba(): Promise<PushPrueba> {
  const recibidas: PeticionPush[] = [];
  const respuestas = new Map<string, { status: number; cuerpo: unknown }[]>();
  const server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (b: Buffer) => partes.push(b));
    req.on('end', () => {
      const cuerpo = JSON.parse(Buffer.concat(partes).toString('utf8') || '{}') as PeticionPush['cuerpo'];
      recibidas.push({ ruta: req.url ?? '', headers: req.headers, cuerpo });
      const lista = respuestas.get(cuerpo.message?.token ?? '') ?? [];
      const r = (lista.length > 1 ? lista.shift() : lista[0]) ?? { status: 200, cuerpo: { name: `projects/p/messages/${recibidas.length}` } };
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r.cuerpo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    recibidas,
    respuestas,
    cerrar: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
