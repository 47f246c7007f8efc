/**
 * Retention of personal data (Ley 1581 de 2012 art. 4 lit. e «temporalidad»; Decreto 1377 de 2013 art. 11): a CV not
 * updated and not in any process for N years is noticed by e-mail, and anonymised when the notice period ends
 * without an answer.
 */
import { z } from 'zod';
import { campo } from '../esquemas';

export const MENSAJES_RETENCION = {
  guardada: 'La política de retención fue guardada.',
  inactiva: 'La política de retención está desactivada: no se avisa ni se anonimiza a nadie.',
  asuntoAviso: 'Sus datos en Talento: ¿desea que conservemos su hoja de vida?',
  conservados: 'Gracias. Conservaremos su hoja de vida y sus datos personales.',
  sinAvisoPendiente: 'Su hoja de vida no tiene un aviso de retención pendiente: sus datos se conservan.',
} as const;

/** The policy's editable values (the form): on/off, years without update and days of notice. */
export const CamposPoliticaRetencion = z.object({
  activa: z.boolean(),
  anosSinActualizar: campo.entero({ min: 1, max: 50, columna: 'smallint' }),
  diasAviso: campo.entero({ min: 1, max: 365, columna: 'smallint' }),
});
/** What the server takes: the values and the version the form read. */
export const EntradaPoliticaRetencion = CamposPoliticaRetencion.extend({ version: campo.version() });
export type EntradaPoliticaRetencion = z.input<typeof EntradaPoliticaRetencion>;

/** The text of the retention notice (e-mail), in usted: the link to keep the CV and the one to the privacy notice. */
export function textoAvisoRetencion(o: {
  nombre: string;
  anos: number;
  fechaLimite: string;
  enlaceConservar: string;
  enlaceAutorizacion: string;
}): string {
  return [
    `Señor(a) ${o.nombre}:`,
    '',
    `Su hoja de vida no se ha actualizado ni ha participado en procesos de selección en los últimos ${o.anos} años.`,
    'Conforme a la Ley 1581 de 2012, solo conservamos sus datos personales mientras sean necesarios para la finalidad que usted autorizó.',
    '',
    `Si desea que conservemos su hoja de vida, confírmelo antes del ${o.fechaLimite} en este enlace:`,
    o.enlaceConservar,
    '',
    'En este otro puede leer el aviso de privacidad, autorizar el tratamiento de sus datos o revocar su autorización:',
    o.enlaceAutorizacion,
    '',
    'Si no responde, sus datos personales serán suprimidos (anonimizados) en esa fecha.',
  ].join('\n');
}
