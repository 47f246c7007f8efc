/** A tiny local fake of the payroll/ERP system (node:http on 127.0.0.1) for the outbox tests. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeticionNomina {
  metodo: string;
  ruta: string;
  headers: IncomingHttpHeaders;
  cuerpo: Record<string, unknown>;
}

export interface NominaPrueba {
  url: string;
  recibidas: PeticionNomina[];
  /** Answer for a document number: status and JSON body (default 201 {}). */
  respuestas: Map<string, { status: number; cuerpo: unknown }>;
  cerrar(): Promise<void>;
}

export async function iniciarNominaPrueba(): Promise<NominaPrueba> {
  const recibidas: PeticionNomina[] = [];
  const respuestas = new Map<string, { status: number; cuerpo: unknown }>();
  const server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (b: Buffer) => partes.push(b));
    req.on('end', () => {
      const cuerpo = JSON.parse(Buffer.concat(partes).toString('utf8') || '{}') as Record<string, unknown>;
      recibidas.push({ metodo: req.method ?? '', ruta: req.url ?? '', headers: req.headers, cuerpo });
      // The ERP's requisition answers with its code; everything else with a plain success.
      const porDefecto = req.url?.endsWith('/requisiciones')
        ? { status: 201, cuerpo: { codigo: 'REQ-77' } }
        : { status: 201, cuerpo: { ok: true } };
      const r = respuestas.get(String(cuerpo.numeroDocumento)) ?? porDefecto;
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r.cuerpo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    recibidas,
    respuestas,
    cerrar: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
