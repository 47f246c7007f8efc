/**
 * The appointment invitation e-mail with its iCalendar (.ics) through the outbox, in the caller's transaction:
 * REQUEST when created or moved (same UID, the appointment's SEQUENCE), CANCEL when cancelled. The place is the
 * appointment's (`textoLugarCita`: the branch's name, address and city, the client's address, or the video link) and
 * the event lasts its duration; the organizer, the person in charge. The outbox row's reference `cita:<id>`
 * lets the delivery worker set correo_enviado only once the SMTP server accepted it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cita } from '@talento/db';
import { formatoFechaHora, textoIcal, type MetodoIcal } from '@talento/rules';
import { noEncontrado } from '../../../nucleo/errors';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { col, leerFila, listaSelect } from '../../../nucleo/sql/columnas';
import { lineaAvisoPrivacidad } from '../../datos-personales';
import { datosCandidatoCita, nombreUsuario } from './nombres';
import { lugarDeCita } from './obtener';

export const REFERENCIA_CORREO_CITA = 'cita:';

/** The invitation's UID: the stored one, or for rows written before it existed (demo data) one derived from the id. */
export function uidDeCita(c: Pick<Cita, 'id' | 'uidIcal'>): string {
  return c.uidIcal ?? `cita-${c.id}@talento`;
}

const CANDIDATO = {
  id: col.numero('p.id'),
  nombre1: col.texto('p.nombre1'),
  nombre2: col.textoONulo('p.nombre2'),
  apellido1: col.texto('p.apellido1'),
  apellido2: col.textoONulo('p.apellido2'),
  numeroDocumento: col.texto('p.numero_documento'),
  email: col.texto('p.email'),
  telefonoOCelular: col.texto('p.telefono_o_celular'),
};

const ESPONTANEO = {
  id: col.numero('e.id'),
  nombres: col.texto('e.nombres'),
  apellidos: col.texto('e.apellidos'),
  cedula: col.texto('e.cedula'),
  email: col.texto('e.email'),
  telefono: col.texto('e.telefono'),
};

const SUCURSAL = {
  nombre: col.texto('s.nombre'),
  direccion: col.textoONulo('s.direccion'),
  ciudad: col.objeto({ nombre: col.texto('sc.nombre') }),
};

const ENCARGADO = {
  firstName: col.texto('u.first_name'),
  lastName: col.texto('u.last_name'),
  username: col.texto('u.username'),
  email: col.texto('u.email'),
};

/**
 * What the invitation says, read in one statement and in the shapes `datosCandidatoCita`, `lugarDeCita` and
 * `nombreUsuario` read (the ORM's load of the appointment with six relations cost 15–20 ms of CPU per invitation).
 */
const COLUMNAS_INVITACION = {
  id: col.numero('c.id'),
  uidIcal: col.textoONulo('c.uid_ical'),
  secuenciaIcal: col.numero('c.secuencia_ical'),
  fechaHoraEntrevista: col.instante('c.fecha_hora_entrevista'),
  comentario: col.textoONulo('c.comentario'),
  lugar: col.texto('c.lugar'),
  lugarDireccion: col.textoONulo('c.lugar_direccion'),
  enlaceVirtual: col.textoONulo('c.enlace_virtual'),
  duracionMinutos: col.numero('c.duracion_minutos'),
  cliente: col.objetoONulo('cl', { nombre: col.texto('cl.nombre') }),
  sucursal: col.objetoONulo('s', SUCURSAL),
  candidato: col.objetoONulo('p', CANDIDATO),
  candidatoEspontaneo: col.objetoONulo('e', ESPONTANEO),
  personaACargoEntrevista: col.objeto(ENCARGADO),
};

const SQL_INVITACION = `select ${listaSelect(COLUMNAS_INVITACION)}
  from cita c
  join usuario u on u.id = c.persona_acargo_entrevista_id
  left join cliente cl on cl.id = c.cliente_id
  left join sucursal s on s.id = c.sucursal_id
  left join ciudad sc on sc.id = s.ciudad_id
  left join candidato p on p.id = c.candidato_id
  left join candidato_espontaneo e on e.id = c.candidato_espontaneo_id
  where c.id = ?`;

/** Read by SQL in the caller's transaction: the row may have just been written by SQL (an order's interview). */
async function leerInvitacion(tx: EntityManager, citaId: number) {
  const [fila] = await tx.execute<Record<string, unknown>[]>(SQL_INVITACION, [citaId]);
  if (!fila) throw noEncontrado();
  return leerFila(COLUMNAS_INVITACION, fila);
}

export async function encolarInvitacionCita(
  tx: EntityManager,
  citaId: number,
  metodo: MetodoIcal,
): Promise<void> {
  const c = await leerInvitacion(tx, citaId);
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
