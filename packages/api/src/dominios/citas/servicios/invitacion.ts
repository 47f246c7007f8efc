/**
 * The appointment invitation e-mail with its iCalendar (.ics) through the outbox, in the caller's transaction:
 * REQUEST when created or moved (same UID, the appointment's SEQUENCE), CANCEL when cancelled. The place is the
 * appointment's (`textoLugarCita`: the branch's name, address and city, the client's address, or the video link) and
 * the event lasts its duration; the organizer, the person in charge. The outbox row's reference `cita:<id>`
 * lets the delivery worker set correo_enviado only once the SMTP server accepted it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cita } from '@talento/db';
import { formatoFechaHora, textoIcal, type MetodoIcal } from '@talento/rules';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { lineaAvisoPrivacidad } from '../../datos-personales';
import { datosCandidatoCita, nombreUsuario } from './nombres';
import { lugarDeCita } from './obtener';

export const REFERENCIA_CORREO_CITA = 'cita:';

/** The invitation's UID: the stored one, or for rows written before it existed (demo data) one derived from the id. */
export function uidDeCita(c: Pick<Cita, 'id' | 'uidIcal'>): string {
  return c.uidIcal ?? `cita-${c.id}@talento`;
}

export async function encolarInvitacionCita(
  tx: EntityManager,
  citaId: number,
  metodo: MetodoIcal,
): Promise<void> {
  // refresh: the row may have just been written by SQL (an order's interview) after an earlier load.
  const c = await tx.findOneOrFail(Cita, citaId, {
    refresh: true,
    populate: [
      'candidato',
      'candidatoEspontaneo',
      'cliente',
      'personaACargoEntrevista',
      'sucursal',
      'sucursal.ciudad',
    ],
  });
  const persona = datosCandidatoCita(c);
  if (!persona.email) return; // nobody to invite; correo_enviado stays false
  const sitio = lugarDeCita(c);
  const lugar = sitio.textoLugar;
  const encargado = nombreUsuario(c.personaACargoEntrevista);
  const cuando = formatoFechaHora(c.fechaHoraEntrevista);
  const resumen = c.cliente ? `Entrevista con ${c.cliente.nombre}` : 'Entrevista en Talento';
  const cancelada = metodo === 'CANCEL';
  const lineas = [
    `Hola ${persona.nombre}:`,
    cancelada ? `Su cita del ${cuando} fue cancelada.` : `Tiene una cita el ${cuando}.`,
    ...(cancelada
      ? []
      : [
          `Lugar: ${lugar || 'la sucursal le confirmará la dirección'}.`,
          `Duración: ${sitio.duracionMinutos} minutos.`,
          `Persona a cargo: ${encargado}.`,
        ]),
    ...(c.comentario && !cancelada ? [c.comentario] : []),
  ];
  const ical = textoIcal({
    metodo,
    uid: uidDeCita(c),
    secuencia: c.secuenciaIcal,
    inicio: c.fechaHoraEntrevista,
    minutos: sitio.duracionMinutos,
    resumen,
    lugar,
    descripcion: lineas.slice(1).join('\n'),
    organizador: { nombre: encargado, email: c.personaACargoEntrevista.email || 'citas@talento.local' },
    asistente: { nombre: persona.nombre, email: persona.email },
    creado: new Date(),
  });
  encolarCorreo(tx, {
    para: [persona.email],
    asunto: cancelada ? `Cita cancelada: ${resumen}` : `${resumen}, ${cuando}`,
    texto: [...lineas, lineaAvisoPrivacidad().texto].join('\n\n'),
    ical: { metodo, contenido: ical },
    referencia: `${REFERENCIA_CORREO_CITA}${c.id}`,
  });
  await tx.flush();
}
