import { escaparHtml } from '../../../nucleo/outbox/html';
import { urlPublica } from '../../../nucleo/outbox/remitente';

/** Address of the public page with the privacy notice in force. */
export const urlAvisoPrivacidad = (): string => `${urlPublica()}/aviso-privacidad`;

/**
 * The line every e-mail to a candidate carries about their data (Decreto 1377 art. 14: the person is told of the
 * notice and how to reach it): plain text and HTML.
 */
export function lineaAvisoPrivacidad(): { texto: string; html: string } {
  const url = urlAvisoPrivacidad();
  const frase = 'Tratamos sus datos personales según nuestro aviso de privacidad (Ley 1581 de 2012):';
  return {
    texto: `${frase} ${url}`,
    html: `<p style="font-size:12px;color:#555">${escaparHtml(frase)} <a href="${escaparHtml(url)}">${escaparHtml(url)}</a></p>`,
  };
}
