import http from 'node:http';

export interface Respuesta {
  status: number;
  cuerpo: string;
}

/**
 * A keep-alive `node:http` client for load: several times cheaper per request than fetch, so the load
 * generator's own CPU (on the same 2 cores) does not pass for server latency.
 */
export function clienteHttp(base: string, conexiones: number) {
  const agente = new http.Agent({ keepAlive: true, maxSockets: conexiones });
  const { hostname, port } = new URL(base);
  return {
    postear(ruta: string, encabezados: Record<string, string>, cuerpo: string): Promise<Respuesta> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          { agent: agente, host: hostname, port, path: ruta, method: 'POST', headers: { ...encabezados, 'content-length': Buffer.byteLength(cuerpo) } },
          (res) => {
            const partes: Buffer[] = [];
            res.on('data', (d: Buffer) => partes.push(d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, cuerpo: Buffer.concat(partes).toString() }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(cuerpo);
      });
    },
    cerrar: () => agente.destroy(),
  };
}

export type ClienteHttp = ReturnType<typeof clienteHttp>;
