import net from 'node:net';

export interface Respuesta {
  status: number;
  cuerpo: string;
}

const FIN_CABECERAS = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection written by hand: the request is one string written at once and the
 * answer is read by its status line, Content-Length or chunked encoding. The load generator shares the 2
 * cores with the server and PostgreSQL; node:http's client (ClientRequest, IncomingMessage, streams, the
 * agent) cost it ~0.6–1 ms of CPU per request under the mix, several times this. One request at a time.
 */
class Conexion {
  private socket: net.Socket | null = null;
  private recibido: Buffer = Buffer.alloc(0);
  private pendiente: { resolve(r: Respuesta): void; reject(e: Error): void } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  private abrir(): net.Socket {
    const s = net.connect({ host: this.host, port: this.port, noDelay: true });
    s.on('data', (d: Buffer) => {
      this.recibido = this.recibido.length ? Buffer.concat([this.recibido, d]) : d;
      try {
        this.leer();
      } catch (error) {
        s.destroy(error as Error); // 'error' rejects the pending request
      }
    });
    const cerrada = (error?: Error) => {
      if (this.socket === s) this.socket = null;
      const p = this.pendiente;
      this.pendiente = null;
      this.recibido = Buffer.alloc(0);
      p?.reject(error ?? new Error('el servidor cerró la conexión'));
    };
    s.on('error', cerrada);
    s.on('close', () => cerrada());
    return s;
  }

  /** Completes the pending answer once all of it has arrived. */
  private leer(): void {
    if (!this.pendiente) return;
    const fin = this.recibido.indexOf(FIN_CABECERAS);
    if (fin < 0) return;
    const cabeceras = this.recibido.toString('latin1', 0, fin);
    const status = Number(cabeceras.slice(9, 12));
    const inicio = fin + 4;
    const largo = /\r\ncontent-length: *(\d+)/i.exec(cabeceras);
    let cuerpo: Buffer;
    let consumido: number;
    if (largo) {
      const n = Number(largo[1]);
      if (this.recibido.length < inicio + n) return;
      cuerpo = this.recibido.subarray(inicio, inicio + n);
      consumido = inicio + n;
    } else if (/\r\ntransfer-encoding: *chunked/i.test(cabeceras)) {
      const partes: Buffer[] = [];
      let i = inicio;
      for (;;) {
        const eol = this.recibido.indexOf('\r\n', i);
        if (eol < 0) return;
        const n = parseInt(this.recibido.toString('latin1', i, eol), 16);
        if (Number.isNaN(n)) throw new Error('respuesta HTTP mal formada');
        if (n === 0) {
          if (this.recibido.length < eol + 4) return; // the last chunk is followed by an empty line
          consumido = eol + 4;
          break;
        }
        if (this.recibido.length < eol + 2 + n + 2) return;
        partes.push(this.recibido.subarray(eol + 2, eol + 2 + n));
        i = eol + 2 + n + 2;
      }
      cuerpo = Buffer.concat(partes);
    } else {
      throw new Error(`respuesta HTTP sin largo conocido: ${cabeceras.split('\r\n')[0]}`);
    }
    this.recibido = this.recibido.subarray(consumido);
    const p = this.pendiente;
    this.pendiente = null;
    // The server may say it closes the connection: the next request opens another one.
    if (/\r\nconnection: *close/i.test(cabeceras)) {
      this.socket?.destroy();
      this.socket = null;
    }
    p.resolve({ status, cuerpo: cuerpo.toString('utf8') });
  }

  enviar(solicitud: string): Promise<Respuesta> {
    if (this.pendiente) return Promise.reject(new Error('una conexión atiende una solicitud a la vez'));
    this.socket ??= this.abrir();
    return new Promise<Respuesta>((resolve, reject) => {
      this.pendiente = { resolve, reject };
      this.socket?.write(solicitud);
    });
  }

  cerrar(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

/**
 * A light HTTP client for load: `postear` sends a POST with the given headers and JSON body on a free
 * keep-alive connection (one per concurrent caller, at most `conexiones`) and resolves with the status and
 * the whole body; anything that is not a complete HTTP answer rejects.
 */
export function clienteHttp(base: string, conexiones: number) {
  const { hostname, port } = new URL(base);
  const libres: Conexion[] = [];
  let abiertas = 0;
  const todas: Conexion[] = [];
  return {
    async postear(ruta: string, encabezados: Record<string, string>, cuerpo: string): Promise<Respuesta> {
      let c = libres.pop();
      if (!c) {
        if (abiertas >= conexiones) throw new Error(`más de ${conexiones} solicitudes a la vez`);
        abiertas += 1;
        c = new Conexion(hostname, Number(port));
        todas.push(c);
      }
      let cabeceras = `POST ${ruta} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nconnection: keep-alive\r\ncontent-length: ${Buffer.byteLength(cuerpo)}\r\n`;
      for (const [k, v] of Object.entries(encabezados)) cabeceras += `${k}: ${v}\r\n`;
      try {
        return await c.enviar(`${cabeceras}\r\n${cuerpo}`);
      } finally {
        libres.push(c);
      }
    },
    cerrar: () => {
      for (const c of todas) c.cerrar();
    },
  };
}

export type ClienteHttp = ReturnType<typeof clienteHttp>;
