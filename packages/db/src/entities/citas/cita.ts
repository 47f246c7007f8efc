import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad } from '../core/ciudad';
import { Cliente } from '../core/cliente';
import { Sucursal } from '../core/sucursal';
import { Usuario } from '../core/usuario';
import { Candidato } from '../hv/candidato';
import { CandidatoEspontaneo } from '../pedidos/candidato-espontaneo';
import { CandidatoPedido } from '../pedidos/candidato-pedido';
import { EstadoCita } from './estado-cita';
import { ReferenciaCita } from './referencia-cita';
import { RequisitoCita } from './requisito-cita';

/**
 * An interview appointment (spec 03 §3 "Appointment (cita)") for a registered candidate or a
 * spontaneous one (exactly one of the two is set; checked by the application). A reschedule is a new
 * row pointing at the rescheduled one through citaPadreReagendada. At most one non-rescheduled
 * appointment per candidate per day is enforced by the service (the day depends on the time zone).
 */
export const CitaSchema = defineEntity({
  name: 'Cita',
  tableName: 'cita',
  indexes: [
    { properties: ['sucursal', 'fechaHoraEntrevista'] },
    { properties: ['personaACargoEntrevista', 'fechaHoraEntrevista'] },
    { properties: ['candidato', 'fechaHoraEntrevista'] },
    { properties: ['candidatoEspontaneo', 'fechaHoraEntrevista'] },
    { properties: ['ciudad', 'fechaHoraEntrevista'] },
    // Dashboard filters branch + state 1 + date range (issue 18 scale: 300k rows).
    { properties: ['sucursal', 'estado1', 'fechaHoraEntrevista'] },
  ],
  properties: {
    id: p.integer().primary(),
    candidato: () => p.manyToOne(Candidato).nullable(),
    candidatoEspontaneo: () => p.manyToOne(CandidatoEspontaneo).nullable(),
    /** The candidate-order row of a client interview scheduled on an order (state 4): its date follows this appointment. */
    candidatoPedido: () => p.manyToOne(CandidatoPedido).nullable().index(),
    cliente: () => p.manyToOne(Cliente).nullable().index(),
    personaACargoEntrevista: () => p.manyToOne(Usuario),
    /** RAZON_ENTREVISTA (0 Entrevista con cliente, 1 Otro / stock); cliente required when 0. */
    razonEntrevista: p.smallint().default(0).index(),
    razonReagendamiento: p.text().nullable(),
    fechaHoraEntrevista: p.datetime().index(),
    fechaHoraLlegada: p.datetime().nullable(),
    comentario: p.text().nullable(),
    estado1: () => p.manyToOne(EstadoCita).nullable().index(),
    estado2: () => p.manyToOne(EstadoCita).nullable().index(),
    /** Referral channel; id 6 (REFERENCIA_OTRO) means other, described in otrosReferencia. */
    referencia: () => p.manyToOne(ReferenciaCita).nullable(),
    otrosReferencia: p.string().length(200).nullable(),
    citaPadreReagendada: () => p.manyToOne(Cita).nullable().index(),
    correoEnviado: p.boolean().default(false),
    /** iCalendar UID of the invitation: a reschedule keeps its parent's, so calendars update one event. */
    uidIcal: p.string().length(120).nullable(),
    /** iCalendar SEQUENCE: each update (reschedule, cancellation) of the same UID sends a higher one. */
    secuenciaIcal: p.integer().default(0),
    usuarioCreador: () => p.manyToOne(Usuario).index(),
    /** The agency branch of the appointment; the place when `lugar` is 'sucursal'. */
    sucursal: () => p.manyToOne(Sucursal).nullable(),
    /** Where the interview happens: 'sucursal' (the branch), 'cliente' (lugarDireccion) or 'virtual' (enlaceVirtual). */
    lugar: p.string().length(10).default('sucursal'),
    lugarDireccion: p.string().length(300).nullable(),
    enlaceVirtual: p.string().length(500).nullable(),
    /** Length of the interview: the invitation's end and the person in charge's overlap check. */
    duracionMinutos: p.smallint().default(60),
    ciudad: () => p.manyToOne(Ciudad).nullable(),
    requisitos: () => p.oneToMany(RequisitoCita).mappedBy('cita'),
    createdAt: p.datetime().onCreate(() => new Date()),
    version: p.integer().version(),
  },
});
export class Cita extends CitaSchema.class {}
CitaSchema.setClass(Cita);
