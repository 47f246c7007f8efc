/** A real SMTP server on 127.0.0.1 (random port) for the outbox tests; records or refuses messages. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CorreoRecibido {
  de: string;
  para: string[];
  crudo: string;
}

export interface SmtpPrueba {
  url: string;
  recibidos: CorreoRecibido[];
  /** While true every message is refused with a 451 (temporary failure). */
  fallar: boolean;
  cerrar(): Promise<void>;
}

export interface OpcionesSmtpPrueba {
  /** Answers each message this late (a slow relay), so deliveries overlap and several workers take part. */
  demoraMs?: number;
}

export async function iniciarSmtpPrueba({ demoraMs = 0 }: OpcionesSmtpPrueba = {}): Promise<SmtpPrueba> {
  const estado = { fallar: false };
  const recibidos: CorreoRecibido[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (b: Buffer) => partes.push(b));
      stream.on('end', () => {
        if (estado.fallar) {
          const error = Object.assign(new Error('Servidor ocupado, intente luego'), { responseCode: 451 });
          callback(error);
          return;
        }
        const aceptar = () => {
          recibidos.push({
            de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            para: session.envelope.rcptTo.map((r) => r.address),
            crudo: Buffer.concat(partes).toString('utf8'),
          });
          callback();
        };
        if (demoraMs > 0) setTimeout(aceptar, demoraMs);
        else aceptar();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recibidos,
    get fallar() {
      return estado.fallar;
    },
    set fallar(v: boolean) {
      estado.fallar = v;
    },
    cerrar: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
