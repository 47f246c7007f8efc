import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Cita,
  EstadoCita,
  RequisitoCita,
  Usuario,
  type CandidatoEspontaneo,
  type Candidato,
} from '@talento/db';
import { marcarReagendada } from '@talento/rules';
import { randomUUID } from 'node:crypto';
import type { UsuarioSesion } from '../../../nucleo/context';
import type { ReferenciasCita } from './comun';
import { uidDeCita } from './invitacion';

/** The rescheduled appointment (spec 03 §4): estado1 1, estado2 6, no arrival time. */
export function aplicarReagendada(tx: EntityManager, cita: Cita): void {
  const m = marcarReagendada();
  cita.estado1 = tx.getReference(EstadoCita, m.estado1Id);
  cita.estado2 = tx.getReference(EstadoCita, m.estado2Id);
  cita.fechaHoraLlegada = m.fechaHoraLlegada;
}

export interface NuevaCita {
  candidato: Candidato | null;
  espontaneo: CandidatoEspontaneo | null;
  razonEntrevista: number;
  fechaHoraEntrevista: Date;
  comentario: string | null;
  otrosReferencia: string | null;
  razonReagendamiento: string | null;
  /** The appointment this one reschedules: its invitation (UID) is updated instead of a new one sent. */
  padre: Cita | null;
}

/** Writes the appointment row and its requirements (the caller flushes). */
export function escribirCita(
  tx: EntityManager,
  usuario: UsuarioSesion,
  refs: ReferenciasCita,
  n: NuevaCita,
  sucursal: Cita['sucursal'],
  ahora: Date,
): Cita {
  const cita = tx.create(Cita, {
    candidato: n.candidato,
    candidatoEspontaneo: n.espontaneo,
    candidatoPedido: n.padre?.candidatoPedido ?? null,
    cliente: refs.cliente,
    personaACargoEntrevista: refs.encargado,
    razonEntrevista: n.razonEntrevista,
    razonReagendamiento: n.razonReagendamiento,
    fechaHoraEntrevista: n.fechaHoraEntrevista,
    comentario: n.comentario,
    referencia: refs.referencia,
    otrosReferencia: refs.referencia ? n.otrosReferencia : null,
    citaPadreReagendada: n.padre,
    correoEnviado: false,
    usuarioCreador: tx.getReference(Usuario, usuario.id),
    sucursal: sucursal ?? null,
    ciudad: sucursal?.ciudad ?? null,
    uidIcal: n.padre ? uidDeCita(n.padre) : `${randomUUID()}@talento`,
    secuenciaIcal: n.padre ? n.padre.secuenciaIcal + 1 : 0,
    ...refs.lugar,
    createdAt: ahora,
  });
  for (const requisito of refs.requisitos) tx.create(RequisitoCita, { cita, requisito, revisado: false });
  return cita;
}
