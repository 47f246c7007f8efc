/**
 * The hiring-order e-mail to each person of a filed order: the job, the company, when and where to show up and who
 * authorises the entry, with the privacy notice (Ley 1581). Queued through the outbox in the transaction that marks
 * the order filed (entrega-erp.ts), so it goes only once the payroll system accepted the contract, and only once.
 * A person without an e-mail gets none; the induction and the CV send do not depend on it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrdenContratacion } from '@talento/db';
import { formatoFecha } from '@talento/rules';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { escaparHtml } from '../../../nucleo/outbox/html';
import { lineaAvisoPrivacidad } from '../../datos-personales';

/** Reference of the e-mail's outbox row: the order and the person. */
export const referenciaCorreoIngreso = (ordenId: number, candidatoId: number) =>
  `orden-contratacion:${ordenId}:candidato:${candidatoId}`;

/** Subject and lines of the e-mail (plain sentences, one per line). */
export function contenidoCorreoIngreso(
  orden: Pick<OrdenContratacion, 'fechaIngreso' | 'personaAutorizaIngreso'> & {
    cargo: { nombre: string };
    cliente: { nombre: string };
    ciudad: { nombre: string };
    pedido: { direccionPresentarse?: string | null };
  },
  nombre: string,
): { asunto: string; lineas: string[] } {
  const direccion = orden.pedido.direccionPresentarse?.trim();
  return {
    asunto: `Su ingreso como ${orden.cargo.nombre} en ${orden.cliente.nombre}`,
    lineas: [
      `Hola ${nombre}:`,
      `Su contratación como ${orden.cargo.nombre} en ${orden.cliente.nombre} quedó radicada.`,
      `Fecha de ingreso: ${formatoFecha(String(orden.fechaIngreso))}.`,
      `Ciudad: ${orden.ciudad.nombre}.`,
      ...(direccion ? [`Preséntese en: ${direccion}.`] : []),
      `Persona que autoriza su ingreso: ${orden.personaAutorizaIngreso}.`,
      'Si tiene alguna duda, responda este correo o comuníquese con su ejecutivo de selección.',
    ],
  };
}

export function encolarCorreoIngreso(
  tx: EntityManager,
  orden: Parameters<typeof contenidoCorreoIngreso>[0] & { id: number },
  candidato: { id: number; email: string; nombre1: string },
): void {
  const email = candidato.email.trim();
  if (!email) return;
  const { asunto, lineas } = contenidoCorreoIngreso(orden, candidato.nombre1);
  const aviso = lineaAvisoPrivacidad();
  encolarCorreo(tx, {
    para: [email],
    asunto,
    texto: [...lineas, aviso.texto].join('\n\n'),
    html: `${lineas.map((l) => `<p>${escaparHtml(l)}</p>`).join('')}${aviso.html}`,
    referencia: referenciaCorreoIngreso(orden.id, candidato.id),
  });
}
