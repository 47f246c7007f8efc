import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface CorreoRecibido {
  /** Envelope recipients (RCPT TO), lower-cased. */
  para: string[];
  /** The raw message (headers + body) as sent. */
  crudo: string;
  /** Decoded subject. */
  asunto: string;
  /** Decoded text of every part (quoted-printable / base64 undone). */
  texto: string;
}

export interface ServidorSmtp {
  correos: CorreoRecibido[];
  /** While set, recipients it accepts are refused at RCPT TO with a permanent 550 (a mailbox that does not exist). */
  rechazar: ((correo: string) => boolean) | null;
  /** Messages whose envelope has this recipient. */
  para(correo: string): CorreoRecibido[];
  detener(): Promise<void>;
}

function decodificarQp(texto: string): string {
  const sinCortes = texto.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < sinCortes.length; i++) {
    const hex = sinCortes.slice(i + 1, i + 3);
    if (sinCortes[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(sinCortes[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header. */
function decodificarCabecera(valor: string): string {
  return valor
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, modo: string, dato: string) =>
      modo.toUpperCase() === 'B'
        ? Buffer.from(dato, 'base64').toString('utf8')
        : decodificarQp(dato.replace(/_/g, ' ')),
    );
}

function cabeceras(bloque: string): Map<string, string> {
  const mapa = new Map<string, string>();
  for (const linea of bloque.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = linea.indexOf(':');
    if (i > 0) mapa.set(linea.slice(0, i).trim().toLowerCase(), linea.slice(i + 1).trim());
  }
  return mapa;
}

/** The decoded text of a MIME entity: multipart parts recursively, each undoing its transfer encoding. */
function textoDe(entidad: string): string {
  const corte = /\r?\n\r?\n/.exec(entidad);
  const cab = cabeceras(corte ? entidad.slice(0, corte.index) : entidad);
  const cuerpo = corte ? entidad.slice(corte.index + corte[0].length) : '';
  const limite = /boundary="?([^";]+)"?/i.exec(cab.get('content-type') ?? '')?.[1];
  if (limite) {
    return cuerpo
      .split(`--${limite}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .map((p) => textoDe(p.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const codificacion = (cab.get('content-transfer-encoding') ?? '').toLowerCase();
  if (codificacion === 'quoted-printable') return decodificarQp(cuerpo);
  if (codificacion === 'base64') return Buffer.from(cuerpo.replace(/\s/g, ''), 'base64').toString('utf8');
  return cuerpo;
}

/** Parses a raw message into what the tests check. */
export function leerCorreo(para: string[], crudo: string): CorreoRecibido {
  const corte = /\r?\n\r?\n/.exec(crudo);
  const asunto = decodificarCabecera(
    cabeceras(corte ? crudo.slice(0, corte.index) : crudo).get('subject') ?? '',
  );
  return { para, crudo, asunto, texto: textoDe(crudo) };
}

/**
 * A real SMTP server on 127.0.0.1 (no auth required, no STARTTLS) that keeps every message it receives,
 * so the app's outbox worker (nodemailer over SMTP_URL) delivers to it exactly as to a real relay.
 */
export async function iniciarSmtp(puerto: number): Promise<ServidorSmtp> {
  const correos: CorreoRecibido[] = [];
  const estado: { rechazar: ServidorSmtp['rechazar'] } = { rechazar: null };
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(direccion, _session, callback) {
      if (estado.rechazar?.(direccion.address.toLowerCase())) {
        callback(Object.assign(new Error('Buzón inexistente'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const trozos: Buffer[] = [];
      stream.on('data', (t: Buffer) => trozos.push(t));
      stream.on('error', callback);
      stream.on('end', () => {
        const para = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        correos.push(leerCorreo(para, Buffer.concat(trozos).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(puerto, '127.0.0.1', () => {
      servidor.off('error', reject);
      // A client that drops mid-session must not crash the test runner.
      servidor.on('error', () => undefined);
      resolve();
    });
  });
  return {
    correos,
    get rechazar() {
      return estado.rechazar;
    },
    set rechazar(filtro) {
      estado.rechazar = filtro;
    },
    para: (correo) => correos.filter((c) => c.para.includes(correo.toLowerCase())),
    detener: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
}

/**
 * The real SMTP server of a spec file, on the port playwright.config.ts gives the server in SMTP_URL: started
 * before the file's tests and stopped after them. Returns a getter (the server exists once beforeAll ran).
 */
export function smtpDelArchivo(
  test: { beforeAll: (f: () => Promise<void>) => void; afterAll: (f: () => Promise<void>) => void },
  puerto: number,
): () => ServidorSmtp {
  let smtp: ServidorSmtp | undefined;
  test.beforeAll(async () => {
    smtp = await iniciarSmtp(puerto);
  });
  test.afterAll(async () => {
    await smtp?.detener();
  });
  return () => {
    if (!smtp) throw new Error('El servidor SMTP de la prueba no arrancó');
    return smtp;
  };
}
