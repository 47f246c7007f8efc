import type { Candidato, CandidatoEspontaneo, Usuario } from '@talento/db';

/** "Nombre Apellido" of a staff user (username when both are empty). */
export function nombreUsuario(u: Pick<Usuario, 'firstName' | 'lastName' | 'username'>): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}

/** What `datosCandidatoCita` reads of an appointment: a loaded `Cita`, or the same fields read by SQL. */
export interface PersonaDeCita {
  candidato?: Pick<
    Candidato,
    | 'id'
    | 'nombre1'
    | 'nombre2'
    | 'apellido1'
    | 'apellido2'
    | 'numeroDocumento'
    | 'email'
    | 'telefonoOCelular'
  > | null;
  candidatoEspontaneo?: Pick<
    CandidatoEspontaneo,
    'id' | 'nombres' | 'apellidos' | 'cedula' | 'email' | 'telefono'
  > | null;
}

/** The person of an appointment, registered or spontaneous (relations loaded). */
export function datosCandidatoCita(c: PersonaDeCita): {
  candidatoId: number | null;
  espontaneoId: number | null;
  nombre: string;
  documento: string;
  email: string;
  telefono: string;
} {
  if (c.candidato) {
    const p = c.candidato;
    return {
      candidatoId: p.id,
      espontaneoId: null,
      nombre: [p.nombre1, p.nombre2, p.apellido1, p.apellido2].filter(Boolean).join(' '),
      documento: p.numeroDocumento,
      email: p.email,
      telefono: p.telefonoOCelular,
    };
  }
  const e = c.candidatoEspontaneo;
  return {
    candidatoId: null,
    espontaneoId: e?.id ?? null,
    nombre: e ? `${e.nombres} ${e.apellidos}`.trim() : '',
    documento: e?.cedula ?? '',
    email: e?.email ?? '',
    telefono: e?.telefono ?? '',
  };
}
