import nodemailer from 'nodemailer';
import type { Correo } from '@talento/api';

export type { Correo };

export interface Transporte {
  enviar(correo: Correo): Promise<void>;
  cerrar(): void;
}

/** Bounded SMTP timeouts: the outbox row stays locked while one attempt runs. */
const TIEMPOS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * nodemailer over `SMTP_URL` (smtp://user:pass@host:port or smtps://…) with `MAIL_FROM` as sender.
 * An address the server refuses rejects the promise, so the attempt counts as failed.
 */
export function crearTransporte(smtpUrl: string, from: string): Transporte {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIEMPOS }, { from });
  return {
    async enviar(correo) {
      const info = await transporter.sendMail({
        from,
        to: correo.para,
        subject: correo.asunto,
        text: correo.texto,
        ...(correo.html ? { html: correo.html } : {}),
        ...(correo.ical
          ? {
              icalEvent: {
                method: correo.ical.metodo,
                filename: 'invitacion.ics',
                content: correo.ical.contenido,
              },
            }
          : {}),
      });
      const rechazados = (info.rejected ?? []).length;
      if (rechazados > 0) throw new Error(`El servidor SMTP rechazó ${rechazados} destinatario(s)`);
    },
    cerrar() {
      transporter.close();
    },
  };
}
