/** Pieces shared by the appointment writes: checking the chosen references, serialising per person, the day's appointments. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cliente, ReferenciaCita, Requisito, Sucursal, type Usuario } from '@talento/db';
import {
  citaDuplicadaDelDia,
  fechaCitaValida,
  inicioDelDia,
  diaDeCita,
  MENSAJES_CITAS as M,
  sumarDias,
  type AlcanceClientes,
  type CitaDelDia,
  type LugarCita,
} from '@talento/rules';
import { exigirCliente } from '../../../nucleo/sql/alcance';
import { AppError } from '../../../nucleo/errors';
import { exigirEncargadoCita } from './encargados';

export interface CamposCita {
  razonEntrevista: number;
  clienteId?: number | null | undefined;
  encargadoId: number;
  fechaHoraEntrevista: Date;
  referenciaId?: number | null | undefined;
  requisitoIds: number[];
  lugar: LugarCita;
  sucursalId?: number | null | undefined;
  lugarDireccion?: string | undefined;
  enlaceVirtual?: string | undefined;
  duracionMinutos: number;
}

export interface ReferenciasCita {
  encargado: Usuario;
  cliente: Cliente | null;
  referencia: ReferenciaCita | null;
  requisitos: Requisito[];
  /** The branch chosen on the form (active, city loaded); null: the caller's default (the user's or the parent's). */
  sucursal: Sucursal | null;
  /** Where and how long, as stored: only the chosen place's own field is kept. */
  lugar: {
    lugar: LugarCita;
    lugarDireccion: string | null;
    enlaceVirtual: string | null;
    duracionMinutos: number;
  };
}

/** The date (not in the past), the client (in scope), the person in charge (`exigirEncargadoCita`), referral and requirements. */
export async function validarCamposCita(
  tx: EntityManager,
  alcance: AlcanceClientes,
  e: CamposCita,
  ahora: Date,
): Promise<ReferenciasCita> {
  if (!fechaCitaValida(e.fechaHoraEntrevista, ahora)) throw new AppError('BAD_REQUEST', M.fechaPasada);
  let cliente: Cliente | null = null;
  if (e.clienteId) {
    exigirCliente(alcance, e.clienteId);
    cliente = await tx.findOne(Cliente, e.clienteId);
    if (!cliente) throw new AppError('BAD_REQUEST', M.clienteInvalido);
  }
  // After the client: one outside the caller's scope is NOT_FOUND before anything is said about who can see it.
  const encargado = await exigirEncargadoCita(tx, e.encargadoId, cliente?.id ?? null);
  const referencia = e.referenciaId
    ? await tx.findOne(ReferenciaCita, { id: e.referenciaId, activo: true })
    : null;
  if (e.referenciaId && !referencia) throw new AppError('BAD_REQUEST', M.referenciaInvalida);
  const ids = [...new Set(e.requisitoIds)];
  const requisitos = ids.length ? await tx.find(Requisito, { id: { $in: ids }, estado: true }) : [];
  if (requisitos.length !== ids.length) throw new AppError('BAD_REQUEST', M.requisitoInvalido);
  const sucursal = e.sucursalId
    ? await tx.findOne(Sucursal, { id: e.sucursalId, activa: true }, { populate: ['ciudad'] })
    : null;
  if (e.sucursalId && !sucursal) throw new AppError('BAD_REQUEST', M.sucursalInvalida);
  const lugar = {
    lugar: e.lugar,
    lugarDireccion: e.lugar === 'cliente' ? (e.lugarDireccion ?? null) : null,
    enlaceVirtual: e.lugar === 'virtual' ? (e.enlaceVirtual ?? null) : null,
    duracionMinutos: e.duracionMinutos,
  };
  return { encargado, cliente, referencia, requisitos, sucursal, lugar };
}

/**
 * Serialises the appointment writes of one person (by document) until the transaction ends, so two concurrent
 * creations cannot both pass the same-day check.
 */
export async function bloquearPersona(tx: EntityManager, documento: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`cita:${documento}`]);
}

export interface Persona {
  candidatoId?: number | null | undefined;
  documento: string;
}

/** The person's appointments around the Bogotá day of `fecha` (registered by id, spontaneous by document), then the rule decides. */
export async function duplicadoDelDia(
  tx: EntityManager,
  persona: Persona,
  fecha: Date,
  exceptoId?: number,
): Promise<CitaDelDia | null> {
  const dia = diaDeCita(fecha);
  const filas = await tx.execute<{ id: number; fecha_hora_entrevista: Date; estado2_id: number | null }[]>(
    `select c.id, c.fecha_hora_entrevista, c.estado2_id from cita c left join candidato_espontaneo ce on ce.id = c.candidato_espontaneo_id
      where (c.candidato_id = ? or ce.cedula = ?) and c.fecha_hora_entrevista >= ?::timestamptz and c.fecha_hora_entrevista < ?::timestamptz`,
    [
      persona.candidatoId ?? null,
      persona.documento,
      inicioDelDia(dia).toISOString(),
      inicioDelDia(sumarDias(dia, 1)).toISOString(),
    ],
  );
  const existentes = filas.map((f) => ({
    id: f.id,
    fechaHoraEntrevista: new Date(f.fecha_hora_entrevista),
    estado2Id: f.estado2_id,
  }));
  return citaDuplicadaDelDia(existentes, fecha, exceptoId);
}
