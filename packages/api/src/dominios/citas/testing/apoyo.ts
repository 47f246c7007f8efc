/** Helpers of the appointment integration tests: raw SQL reads, ids of demo rows by name, a valid create input. */
import type { TestDatabase } from '@talento/db/testing';
import { instanteEnBogota, leerIcal, sumarDias, hoyIso, type EntradaCrearCita } from '@talento/rules';
import { consultasSql } from '../../../testing';

export function sqlDe(db: TestDatabase) {
  return consultasSql(db.orm);
}

export interface FilaCita {
  id: number;
  version: number;
  estado1_id: number | null;
  estado2_id: number | null;
  fecha_hora_llegada: Date | null;
  fecha_hora_entrevista: Date;
  cita_padre_reagendada_id: number | null;
  uid_ical: string | null;
  secuencia_ical: number;
  candidato_pedido_id: number | null;
  cliente_id: number | null;
  razon_entrevista: number;
  persona_acargo_entrevista_id: number;
  referencia_id: number | null;
  otros_referencia: string | null;
  candidato_espontaneo_id: number | null;
  correo_enviado: boolean;
}

export async function filaCita(db: TestDatabase, id: number): Promise<FilaCita> {
  const [fila] = await sqlDe(db).sql<FilaCita>('select * from cita where id = ?', [id]);
  if (!fila) throw new Error(`cita ${id} no existe`);
  return fila;
}

export async function idCliente(db: TestDatabase, nit: string): Promise<number> {
  return sqlDe(db).uno('select id from cliente where numero_documento = ?', [nit]);
}

export async function idUsuario(db: TestDatabase, username: string): Promise<number> {
  return sqlDe(db).uno('select id from usuario where username = ?', [username]);
}

/** The last outbox e-mail about an appointment, with its .ics read back. */
export async function invitacionDe(db: TestDatabase, citaId: number) {
  const [fila] = await sqlDe(db).sql<{
    destino: string;
    payload: { asunto: string; texto: string; ical?: { metodo: string; contenido: string } };
  }>('select destino, payload from mensaje_saliente where referencia = ? order by id desc limit 1', [
    `cita:${citaId}`,
  ]);
  if (!fila?.payload.ical) return null;
  const props = leerIcal(fila.payload.ical.contenido);
  const valor = (n: string) => props.find((p) => p.nombre === n)?.valor;
  return {
    destino: fila.destino,
    asunto: fila.payload.asunto,
    texto: fila.payload.texto,
    metodo: fila.payload.ical.metodo,
    valor,
    props,
  };
}

/** A Bogotá wall-clock time `dias` days from today. */
export const enDias = (dias: number, hora = 10, minuto = 0) =>
  instanteEnBogota(sumarDias(hoyIso(), dias), hora, minuto);

export const CLIENTE_DENTRO = '900123456'; // Distribuidora La Sabana: in every scoped demo user's list
export const CLIENTE_FUERA = '860012345'; // not one of the psychologist's clients

export function entradaCrear(
  documento: string,
  candidatoId: number | undefined,
  encargadoId: number,
  extra: Partial<EntradaCrearCita> = {},
): EntradaCrearCita {
  return {
    documento,
    candidatoId,
    razonEntrevista: 1,
    encargadoId,
    fechaHoraEntrevista: enDias(2),
    comentario: 'Presentarse con hoja de vida impresa y cédula original.',
    // Set-up shares one person in charge at the same hours: the overlap offer has its own tests (cruce.test.ts).
    aceptarCruce: true,
    ...extra,
  };
}
