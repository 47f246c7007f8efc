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

/** What the invitation says, read in one statement (the ORM's load of six relations cost ~5 ms of CPU per invitation). */
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
  cliente: col.textoONulo('cl.nombre'),
  encargadoNombre: col.texto('u.first_name'),
  encargadoApellido: col.texto('u.last_name'),
  encargadoUsuario: col.texto('u.username'),
  encargadoEmail: col.texto('u.email'),
  sucursal: col.textoONulo('s.nombre'),
  sucursalDireccion: col.textoONulo('s.direccion'),
  sucursalCiudad: col.textoONulo('sc.nombre'),
  candidatoId: col.numeroONulo('p.id'),
  nombre1: col.textoONulo('p.nombre1'),
  nombre2: col.textoONulo('p.nombre2'),
  apellido1: col.textoONulo('p.apellido1'),
  apellido2: col.textoONulo('p.apellido2'),
  numeroDocumento: col.textoONulo('p.numero_documento'),
  email: col.textoONulo('p.email'),
  telefonoOCelular: col.textoONulo('p.telefono_o_celular'),
  espontaneoId: col.numeroONulo('e.id'),
  nombres: col.textoONulo('e.nombres'),
  apellidos: col.textoONulo('e.apellidos'),
  cedula: col.textoONulo('e.cedula'),
  emailEspontaneo: col.textoONulo('e.email'),
  telefono: col.textoONulo('e.telefono'),
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

/** The appointment as the invitation needs it, in the shapes `datosCandidatoCita` and `lugarDeCita` read. */
async function leerInvitacion(tx: EntityManager, citaId: number) {
  // Read by SQL in the caller's transaction: the row may have just been written by SQL (an order's interview).
  const [fila] = await tx.execute<Record<string, unknown>[]>(SQL_INVITACION, [citaId]);
  if (!fila) throw noEncontrado();
  const f = leerFila(COLUMNAS_INVITACION, fila);
  return {
    ...f,
    cliente: f.cliente === null ? null : { nombre: f.cliente },
    sucursal:
      f.sucursal === null
        ? null
        : { nombre: f.sucursal, direccion: f.sucursalDireccion, ciudad: { nombre: f.sucursalCiudad ?? '' } },
    candidato:
      f.candidatoId === null
        ? null
        : {
            id: f.candidatoId,
            nombre1: f.nombre1 ?? '',
            nombre2: f.nombre2,
            apellido1: f.apellido1 ?? '',
            apellido2: f.apellido2,
            numeroDocumento: f.numeroDocumento ?? '',
            email: f.email ?? '',
            telefonoOCelular: f.telefonoOCelular ?? '',
          },
    candidatoEspontaneo:
      f.espontaneoId === null
        ? null
        : {
            id: f.espontaneoId,
            nombres: f.nombres ?? '',
            apellidos: f.apellidos ?? '',
            cedula: f.cedula ?? '',
            email: f.emailEspontaneo ?? '',
            telefono: f.telefono ?? '',
          },
    personaACargoEntrevista: {
      firstName: f.encargadoNombre,
      lastName: f.encargadoApellido,
      username: f.encargadoUsuario,
      email: f.encargadoEmail,
    },
  };
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
