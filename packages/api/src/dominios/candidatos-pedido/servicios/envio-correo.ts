/**
 * Texts of the e-mails of the envío slice. The client e-mail lists only what a client may see of each
 * candidate (name, document, profession or the order's job); never internal marks, comments or scores.
 */
import { TIPO_DOCUMENTO_CANDIDATO, nombreCompleto } from '@talento/rules';
import { urlPortalCliente } from '../../../nucleo/outbox/remitente';
import { lineaAvisoPrivacidad } from '../../datos-personales';

export interface CandidatoCorreo {
  nombre1: string;
  nombre2?: string | null;
  apellido1: string;
  apellido2?: string | null;
  tipoDocumento: number;
  numeroDocumento: string;
  profesiones: readonly string[];
}

export interface PedidoCorreo {
  id: number;
  nombreCargo: string;
  ciudad: string | null;
}

const PIE = 'Este correo fue enviado automáticamente por Talento; por favor no lo responda.';

const enCiudad = (p: PedidoCorreo) => (p.ciudad ? ` en ${p.ciudad}` : '');

/** The single e-mail to the chosen contacts listing the candidates sent. */
export function correoCandidatosEnviados(
  pedido: PedidoCorreo,
  candidatos: readonly CandidatoCorreo[],
  requerimientos: readonly string[],
) {
  const lineas = candidatos.map((c, i) => {
    const documento = `${TIPO_DOCUMENTO_CANDIDATO.etiqueta(c.tipoDocumento, 'Documento')} ${c.numeroDocumento}`;
    const perfil = c.profesiones.filter(Boolean).join(', ') || pedido.nombreCargo;
    return `${i + 1}. ${nombreCompleto(c)} — ${documento} — ${perfil}`;
  });
  const texto = [
    'Hola,',
    '',
    `Le enviamos ${candidatos.length === 1 ? 'el siguiente candidato' : 'los siguientes candidatos'} para el pedido ${pedido.id} — ${pedido.nombreCargo}${enCiudad(pedido)}:`,
    '',
    ...lineas,
    '',
    ...(requerimientos.length
      ? [`Requerimientos que puede consultar de cada candidato: ${requerimientos.join(', ')}.`, '']
      : []),
    `Puede revisarlos, validarlos o rechazarlos en el portal de clientes: ${urlPortalCliente()}`,
    '',
    PIE,
  ].join('\n');
  return { asunto: `Candidatos para ${pedido.nombreCargo} (pedido ${pedido.id})`, texto };
}

/** The invitation to one address to enter their CV for the order (the public CV page is out of scope). */
export function correoInvitacion(pedido: PedidoCorreo) {
  const texto = [
    'Hola,',
    '',
    `Te invitamos a participar en el proceso de selección para el cargo ${pedido.nombreCargo}${enCiudad(pedido)}.`,
    '',
    'Ingresa tu hoja de vida en el portal de candidatos.',
    '',
    lineaAvisoPrivacidad().texto,
    '',
    PIE,
  ].join('\n');
  return { asunto: `Invitación al proceso de selección: ${pedido.nombreCargo}${enCiudad(pedido)}`, texto };
}
